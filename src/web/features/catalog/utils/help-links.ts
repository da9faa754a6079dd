/** A WhatsApp chat with the shop, the message already typed; null when no number is set. */
export function whatsappLink(number: string | undefined, text: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A Telegram chat with the shop's account, the message already typed; null when no handle is set. */
export function telegramLink(handle: string | undefined, text: string): string | null {
  const name = (handle ?? '').trim().replace(/^@/, '').replace(/^https?:\/\/t\.me\//, '');
  if (!/^[A-Za-z0-9_]{3,}$/.test(name)) return null;
  return `https://t.me/${name}?text=${encodeURIComponent(text)}`;
}
