// The moment the page's React takes over from the server's HTML. Until then a shopper may
// already be typing into the server's markup (hydration waits for the first screen,
// deferred-hydration.server.ts): EARLY_SUBMIT_SCRIPT holds a form sent in that time, and
// useKeepTyped keeps what was typed. Both learn of the moment from markHydrated.

/** Dispatched on window once, after hydration's effects have run. */
export const HYDRATED_EVENT = "atelier:hydrated";

let hydrated = false;

/** Called once, by the document's root, from its effect (after every child's). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** False until the root's hydration effects ran: a control mounting now is one the server drew. */
export const isHydrated = (): boolean => hydrated;

/** A held POST form goes as it is after this long without hydration (the script failed to load). */
export const EARLY_SUBMIT_FALLBACK_MS = 10_000;

/**
 * Inline, in every page's head: a form sent before hydration (Enter in a field the moment the
 * page shows, a tap on Log In while the script is still on its way) is held rather than sent
 * as a plain request the page's handlers never see, and sent again, by the same button, once
 * they are there. A form that asks for GET with an action of its own (the search box, the
 * listing's filters) works without the script and goes at once. Should the script never come
 * (a module lost on the way), a held POST form goes as it is after EARLY_SUBMIT_FALLBACK_MS:
 * Log In and Create Account have server actions for that (form-post.server.ts); other forms,
 * whose fields have no business in an address, stay held.
 * A plain click on a link or button marked `data-held="<name>"` is held the same way and replayed
 * on whatever then carries that name, once React has drawn the page (two frames after): Show
 * More, a link to the next products until the script runs, gives way to the button that loads
 * them in place (without the script the link is followed after the delay); Add To Bag, tapped
 * the moment the page shows, adds the piece with the size and colour already chosen.
 * Inside `data-hold-clicks` (the back office, where staff act the moment a page shows) a click on
 * any button is held the same way and replayed on that very button, which hydration keeps: only
 * the last one, so nothing happens twice. A held click goes no further than the document, so
 * React, should it be hydrating already, does not act on it as well as on its replay.
 */
export const EARLY_SUBMIT_SCRIPT =
  // One literal (the event's name and the delay written out, checked by hydration.test.ts), so
  // that the browser's bundle, which never uses it, can drop it.
  '(function(){var w=window,d=document,q=null,r=0;function l(x,g){setTimeout(function(){if(!r&&q===x){q=null;g()}},10000)}d.addEventListener("submit",function(e){if(r)return;var f=e.target;if(/^get$/i.test(f.getAttribute("method")||"")&&f.hasAttribute("action"))return;e.preventDefault();var x=q=[f,e.submitter];if(/^post$/i.test(f.getAttribute("method")||""))l(x,function(){HTMLFormElement.prototype.submit.call(f)})},true);d.addEventListener("click",function(e){var a=e.target.closest&&(e.target.closest("[data-held]")||e.target.closest("[data-hold-clicks] button"));if(r||!a||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();var x=q=[a];if(a.tagName==="A")l(x,function(){location.href=a.href})},true);w.addEventListener("atelier:hydrated",function(){r=1;var x=q;q=null;if(!x)return;var f=x[0],s=x[1];if(f.tagName==="FORM")setTimeout(function(){if(f.isConnected)f.requestSubmit(s&&s.form===f?s:undefined)},0);else requestAnimationFrame(function(){requestAnimationFrame(function(){var n=f.getAttribute("data-held"),b=n?d.querySelector(\'[data-held="\'+n+\'"]\'):f.isConnected?f:null;if(b)b.click()})})},{once:true})})()';
