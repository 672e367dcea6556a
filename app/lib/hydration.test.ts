// @vitest-environment happy-dom
// The script that holds a form sent before hydration, and the check that tells a control the
// shopper changed from one the server drew (app/lib/hydration.ts, app/ui/form/use-keep-typed.ts).
import { describe, expect, it, vi } from "vitest";
import { changedSinceMarkup } from "../ui/form/use-keep-typed";
import { EARLY_SUBMIT_FALLBACK_MS, EARLY_SUBMIT_SCRIPT, HYDRATED_EVENT } from "./hydration";

describe("EARLY_SUBMIT_SCRIPT", () => {
  it("listens for the event markHydrated dispatches, and waits the fallback's delay", () => {
    expect(EARLY_SUBMIT_SCRIPT).toContain(`addEventListener("${HYDRATED_EVENT}"`);
    expect(EARLY_SUBMIT_SCRIPT).toContain(`},${EARLY_SUBMIT_FALLBACK_MS})`);
  });

  it("sends a held POST form as it is when the page's script never comes; other forms stay held", () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `
        <form id="login" method="post"><input name="email"></form>
        <form id="contact"><input name="message"></form>`;
      new Function(EARLY_SUBMIT_SCRIPT)();
      const login = document.getElementById("login") as HTMLFormElement;
      const contact = document.getElementById("contact") as HTMLFormElement;
      const native = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
      for (const form of [login, contact])
        form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
      vi.advanceTimersByTime(EARLY_SUBMIT_FALLBACK_MS - 1);
      expect(native).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      // Only the last held form counts: here the contact form, which is never sent as it is.
      expect(native).not.toHaveBeenCalled();
      login.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
      vi.advanceTimersByTime(EARLY_SUBMIT_FALLBACK_MS);
      expect(native).toHaveBeenCalledTimes(1);
      expect(native.mock.contexts[0]).toBe(login);
      native.mockRestore();
      // This page's script is done with (the tests share one document).
      window.dispatchEvent(new Event(HYDRATED_EVENT));
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds a form sent before hydration and sends it again, by the same button, after", async () => {
    document.body.innerHTML = `
      <form id="post" method="post"><input name="email"><button id="go" type="submit">Log In</button></form>
      <form id="search" method="get" action="/search"><input name="q"></form>
      <form id="contact"><input name="message"></form>`;
    new Function(EARLY_SUBMIT_SCRIPT)();
    const send = (id: string, submitter?: HTMLElement) => {
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A form of the app (POST, or no action of its own) is held; the search box goes natively.
    expect(send("contact")).toBe(true);
    expect(send("search")).toBe(false);
    const form = document.getElementById("post") as HTMLFormElement;
    const button = document.getElementById("go")!;
    expect(send("post", button)).toBe(true);

    // Only the last one held is sent again, once, after hydration, with its button.
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    // From then on React's handlers decide: nothing is held.
    expect(send("contact")).toBe(false);
  });
});

describe("EARLY_SUBMIT_SCRIPT and held links", () => {
  it("holds a plain click on a data-held link and replays it on what carries its name after hydration", async () => {
    document.body.innerHTML = `
      <a id="more" href="/women?after=c" data-held="show-more">Show More</a>
      <a id="other" href="/men">Men</a>`;
    new Function(EARLY_SUBMIT_SCRIPT)();
    const click = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Other links, and a click meant for a new tab, go natively.
    expect(click("other")).toBe(false);
    expect(click("more", { ctrlKey: true })).toBe(false);
    expect(click("more")).toBe(true);
    // Hydration draws a button under the same name in the link's place; the tap lands on it.
    const button = document.createElement("button");
    button.dataset.held = "show-more";
    const pressed = vi.fn();
    button.addEventListener("click", pressed);
    document.getElementById("more")!.replaceWith(button);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("holds a tap on a held button (Add To Bag) with no fallback, and replays the last one once", async () => {
    document.body.innerHTML = `<button id="add" type="button" data-held="product-action">Add To Bag</button>`;
    vi.useFakeTimers();
    try {
      new Function(EARLY_SUBMIT_SCRIPT)();
      const add = document.getElementById("add")!;
      const pressed = vi.fn();
      for (let i = 0; i < 2; i++)
        add.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      // Nothing happens on its own, however long the script takes.
      vi.advanceTimersByTime(EARLY_SUBMIT_FALLBACK_MS * 2);
      add.addEventListener("click", pressed);
      window.dispatchEvent(new Event(HYDRATED_EVENT));
      vi.advanceTimersByTime(100);
      expect(pressed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it("in the back office, holds a click on any button and replays the last on that button; React never sees the held one", async () => {
    document.body.innerHTML = `
      <div id="root"><div data-hold-clicks="">
        <button id="cancel" type="button">Cancel Order</button>
        <form id="ship"><button id="ship-go" type="submit">Mark Shipped</button></form>
      </div>
      <button id="outside" type="button">Add To Bag</button></div>`;
    new Function(EARLY_SUBMIT_SCRIPT)();
    // Stands for React's listener on its root: what reaches it is acted on.
    const seen: string[] = [];
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.getElementById("root")!.addEventListener("click", (e) => seen.push((e.target as Element).id));
    document.getElementById("ship")!.addEventListener("submit", submitted);
    const click = (id: string) =>
      document
        .getElementById(id)!
        .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    // A button outside the back office is not held: it only starts the script's loading, as before.
    click("outside");
    expect(seen).toEqual(["outside"]);
    click("ship-go");
    click("cancel");
    expect(seen).toEqual(["outside"]);
    expect(submitted).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The last click only, once, on the very button.
    expect(seen).toEqual(["outside", "cancel"]);
    expect(submitted).not.toHaveBeenCalled();
    click("ship-go");
    expect(seen).toEqual(["outside", "cancel", "ship-go"]);
  });
});

describe("changedSinceMarkup", () => {
  it("tells typed text, a ticked box and a chosen option from what the server's markup said", () => {
    document.body.innerHTML = `
      <input id="t" value="">
      <input id="c" type="checkbox" checked>
      <select id="s"><option value="" selected>Select a size</option><option value="M">M</option></select>`;
    const text = document.getElementById("t") as HTMLInputElement;
    const box = document.getElementById("c") as HTMLInputElement;
    const select = document.getElementById("s") as HTMLSelectElement;
    expect([text, box, select].map(changedSinceMarkup)).toEqual([false, false, false]);
    text.value = "ada@example.com";
    box.checked = false;
    select.value = "M";
    expect([text, box, select].map(changedSinceMarkup)).toEqual([true, true, true]);
  });
});
