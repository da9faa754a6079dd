import { useCallback, useEffect, useRef, type RefObject } from 'react';

const BURSTS_MS = [0, 200, 400, 600];
/** The shop's theme colours (the server writes them as CSS variables, all #rrggbb). */
const themeColors = () => {
  const style = getComputedStyle(document.documentElement);
  return ['--color-primary', '--color-accent', '--color-primary-strong', '--color-secondary'].map((name) => style.getPropertyValue(name).trim()).filter(Boolean);
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Four bursts of confetti on the page's own canvas, once on arrival when `active`; nothing at all
 * for people who asked for less motion. No worker: the content security policy forbids blob workers.
 */
export function useConfetti(canvasRef: RefObject<HTMLCanvasElement | null>, active: boolean) {
  const reduced = prefersReducedMotion();
  const fired = useRef(false);
  const fire = useCallback(async () => {
    const canvas = canvasRef.current;
    if (!canvas || prefersReducedMotion()) return;
    const { default: confetti } = await import('canvas-confetti');
    const shoot = confetti.create(canvas, { resize: true, useWorker: false });
    const colors = themeColors();
    BURSTS_MS.forEach((delay, i) =>
      window.setTimeout(
        () =>
          void shoot({
            particleCount: 70,
            spread: 60 + i * 15,
            startVelocity: 40,
            origin: { x: i % 2 === 0 ? 0.3 : 0.7, y: 0.55 },
            ...(colors.length > 0 && { colors }),
          }),
        delay,
      ),
    );
  }, [canvasRef]);
  useEffect(() => {
    if (!active || fired.current) return;
    fired.current = true;
    void fire();
  }, [active, fire]);
  return { fire, canCelebrate: !reduced };
}
