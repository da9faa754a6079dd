/** For names, addresses and messages: each line takes the direction of its own text (a French address in the Arabic page). */
export const FREE_TEXT = '[unicode-bidi:plaintext]';
