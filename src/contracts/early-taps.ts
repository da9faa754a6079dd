/**
 * Taps made on a server-rendered page before its code is on (decision 040). The server writes
 * `EARLY_TAPS_SCRIPT` inline at the top of such a page (its CSP allows exactly this script, by its
 * hash); it holds back every tap on a control that needs the code, marks the control pending, and
 * queues the tap on `window.__earlyTaps`. The client replays the queue once the page is hydrated
 * (src/web/lib/early-taps.ts). Links and forms with an `action` work without code and are left
 * alone; a native select and a text field take their choice or text by themselves, and only their
 * `change` or `input` is queued, for the page's code to hear. Once the page's frame (header, footer)
 * is hydrated, the client narrows the hold to the page's body (`only`), which hydrates after it:
 * taps elsewhere then reach the code directly.
 */

/** The attribute on a control whose tap waits for the page's code (styled in src/web/styles.css). */
export const TAP_PENDING = 'data-tap-pending';

const controls =
  'button,select,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option],[type=checkbox],[type=radio]';
const native = 'a[href],textarea,input:not([type=checkbox]):not([type=radio]),form[action] button:not([type=button])';

// Every part of a tap is held back (from window, in the capture phase, so before React's root
// listener), or React, once attached, would handle the pointerdown a Radix trigger opens on, and
// the replay would open it a second time. Under 1 KB: it runs before the page is parsed.
export const EARLY_TAPS_SCRIPT =
  `(function(){var q=[],o=null,E=['pointerdown','pointerup','mousedown','mouseup','click','change','input'];` +
  `function h(e){var t=e.target,y=e.type,c=t.closest&&t.closest('${controls}');if(o&&!o.contains(t))return;` +
  `if(y=='input'){e.stopImmediatePropagation();q.push({t:t,type:y,v:t.value});return}` +
  `if(!c||t.closest('${native}')||(c.tagName=='SELECT'&&y!='change'))return;` +
  `e.stopImmediatePropagation();if(y!='click'&&y!='change')return;` +
  `if(y=='click')e.preventDefault();c.setAttribute('${TAP_PENDING}','');q.push({t:t,type:y,v:t.value})}` +
  `E.forEach(function(n){addEventListener(n,h,true)});` +
  `window.__earlyTaps={q:q,only:function(n){o=n},off:function(){E.forEach(function(n){removeEventListener(n,h,true)})}}})()`;
