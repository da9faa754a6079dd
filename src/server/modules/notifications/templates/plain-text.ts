/**
 * Direction marks and isolates (U+200E, U+200F, U+202A–202E, U+2066–2069) keep an order number or a
 * time slot left to right inside an Arabic line of HTML, but a plain-text mail reader shows them as
 * boxes or carries them into what is copied: the text part of an e-mail goes without them.
 */
export const withoutDirectionMarks = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
