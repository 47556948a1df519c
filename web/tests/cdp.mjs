// A small client of the Chrome DevTools Protocol over the WebSocket that Node 20 ships behind
// `--experimental-websocket`: it launches Debian's headless Chromium, opens pages and drives them with
// real input events (mouse, touch, keys). No dependency.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Chromium executable: `$CHROMIUM`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** A running headless Chromium and its DevTools connection. */
export class Browser {
  #process;
  #socket;
  #nextId = 1;
  #pending = new Map();
  #listeners = new Set();
  #folder;

  /** Launches Chromium with a fresh profile and its own temporary folder, removed by `close`. */
  static async launch() {
    const folder = mkdtempSync(join(tmpdir(), "web-chromium-"));
    const profile = join(folder, "profile");
    const temporary = join(folder, "tmp");
    for (const path of [profile, temporary]) mkdirSync(path);
    const child = spawn(
      chromiumPath,
      [
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions",
        "--remote-debugging-port=0", `--user-data-dir=${profile}`, "--window-size=1280,900",
        "about:blank",
      ],
      { env: { ...process.env, TMPDIR: temporary }, stdio: ["ignore", "ignore", "pipe"] },
    );
    const url = await new Promise((resolve, reject) => {
      let text = "";
      const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${text}`)), 30000);
      child.stderr.on("data", (chunk) => {
        text += chunk;
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on("exit", (code) => reject(new Error(`chromium exited (${code}):\n${text}`)));
    });
    const browser = new Browser();
    browser.#process = child;
    browser.#folder = folder;
    await browser.#connect(url);
    return browser;
  }

  async #connect(url) {
    this.#socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      this.#socket.addEventListener("open", resolve, { once: true });
      this.#socket.addEventListener("error", reject, { once: true });
    });
    this.#socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.id !== undefined) {
        const waiter = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (!waiter) return;
        if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter.resolve(message.result);
      } else {
        for (const listener of [...this.#listeners]) listener(message);
      }
    });
  }

  /** Sends a command (to a page's session where given) and resolves with its result. */
  send(method, params = {}, sessionId = undefined) {
    const id = this.#nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    this.#socket.send(JSON.stringify(message));
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject, method }));
  }

  /** Resolves with the first event named `method` (of the session) for which `accept` holds. */
  waitFor(method, sessionId, accept = () => true, timeout = 20000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(new Error(`timed out waiting for ${method}`));
      }, timeout);
      const listener = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        if (!accept(message.params)) return;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(message.params);
      };
      this.#listeners.add(listener);
    });
  }

  /** Adds a listener of every event; returns a function that removes it. */
  listen(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Opens a blank page of the given size in CSS pixels. */
  async newPage({ width = 1280, height = 900, mobile = false, scale = 1 } = {}) {
    const { targetId } = await this.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await this.send("Target.attachToTarget", { targetId, flatten: true });
    const page = new Page(this, sessionId, targetId);
    await page.send("Page.enable");
    await page.send("Runtime.enable");
    await page.send("Emulation.setDeviceMetricsOverride", {
      width, height, deviceScaleFactor: scale, mobile,
    });
    return page;
  }

  /** Ends Chromium (without awaiting the reply to `Browser.close`) and removes its folders. */
  async close() {
    try {
      this.#socket.send(JSON.stringify({ id: this.#nextId++, method: "Browser.close", params: {} }));
    } catch {}
    const exited = new Promise((resolve) => this.#process.once("exit", resolve));
    const timer = setTimeout(() => this.#process.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    try { this.#socket.close(); } catch {}
    rmSync(this.#folder, { recursive: true, force: true });
  }
}

/** One page (tab) of the browser. */
export class Page {
  constructor(browser, sessionId, targetId) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.targetId = targetId;
    this.errors = [];
    browser.listen((message) => {
      if (message.sessionId !== sessionId) return;
      if (message.method === "Runtime.exceptionThrown") {
        this.errors.push(message.params.exceptionDetails.exception?.description ?? message.params.exceptionDetails.text);
      } else if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
        this.errors.push(message.params.args.map((arg) => arg.value ?? arg.description).join(" "));
      }
    });
  }

  /** A command on this page's session. */
  send(method, params = {}) {
    return this.browser.send(method, params, this.sessionId);
  }

  /** Navigates and waits for the load event. */
  async goto(url) {
    const loaded = this.browser.waitFor("Page.loadEventFired", this.sessionId);
    const result = await this.send("Page.navigate", { url });
    if (result.errorText) throw new Error(`navigate ${url}: ${result.errorText}`);
    await loaded;
  }

  /** Evaluates an expression in the page (awaiting a promise) and returns its value. */
  async evaluate(expression) {
    const result = await this.send("Runtime.evaluate", {
      expression, awaitPromise: true, returnByValue: true,
    });
    if (result.exceptionDetails) {
      const details = result.exceptionDetails;
      throw new Error(`in page: ${details.exception?.description ?? details.text}`);
    }
    return result.result.value;
  }

  /** Polls an expression until it is truthy; returns its value. */
  async waitUntil(expression, { timeout = 10000, interval = 25, what = expression } = {}) {
    const start = Date.now();
    for (;;) {
      const value = await this.evaluate(expression);
      if (value) return value;
      if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
      await sleep(interval);
    }
  }

  /** The centre of the element that `selector` finds, in CSS pixels of the viewport. */
  async centre(selector) {
    const box = await this.evaluate(`(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    })()`);
    if (!box) throw new Error(`no element ${selector}`);
    return box;
  }

  /** A touch: `touchStart`, `touchMove` or `touchEnd` at a point. */
  touch(type, point) {
    const touchPoints = type === "touchEnd" ? [] : [{ x: point.x, y: point.y, id: 1, radiusX: 4, radiusY: 4, force: 0.5 }];
    return this.send("Input.dispatchTouchEvent", { type, touchPoints });
  }

  /** A mouse event: `mousePressed`, `mouseReleased` or `mouseMoved`, left or right button. */
  mouse(type, point, button = "left") {
    const buttons = type === "mouseReleased" ? 0 : button === "left" ? 1 : button === "right" ? 2 : 0;
    return this.send("Input.dispatchMouseEvent", {
      type, x: point.x, y: point.y, button: type === "mouseMoved" ? "none" : button, buttons, clickCount: 1,
      pointerType: "mouse",
    });
  }

  /** A pen event (`mousePressed`, `mouseMoved`, `mouseReleased`) with a pressure (`force`, 0…1). */
  pen(type, point, force) {
    return this.send("Input.dispatchMouseEvent", {
      type, x: point.x, y: point.y, button: type === "mouseMoved" ? "none" : "left",
      buttons: type === "mouseReleased" ? 0 : 1, clickCount: 1, pointerType: "pen", force,
    });
  }

  /** A key press and release. */
  async key(key, { code = key, keyCode = 0, text = undefined, shift = false } = {}) {
    const modifiers = shift ? 8 : 0;
    await this.send("Input.dispatchKeyEvent", {
      type: text ? "keyDown" : "rawKeyDown", key, code, windowsVirtualKeyCode: keyCode, text, modifiers,
    });
    await this.send("Input.dispatchKeyEvent", { type: "keyUp", key, code, windowsVirtualKeyCode: keyCode, modifiers });
  }

  /** Saves a PNG of the viewport. */
  async screenshot(path) {
    const { data } = await this.send("Page.captureScreenshot", { format: "png" });
    writeFileSync(path, Buffer.from(data, "base64"));
  }
}

/** Waits `ms` milliseconds. */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Named keys: what `Input.dispatchKeyEvent` needs for each. */
export const Keys = {
  Tab: { key: "Tab", code: "Tab", keyCode: 9 },
  Enter: { key: "Enter", code: "Enter", keyCode: 13, text: "\r" },
  Escape: { key: "Escape", code: "Escape", keyCode: 27 },
  ArrowDown: { key: "ArrowDown", code: "ArrowDown", keyCode: 40 },
  ArrowUp: { key: "ArrowUp", code: "ArrowUp", keyCode: 38 },
  ArrowLeft: { key: "ArrowLeft", code: "ArrowLeft", keyCode: 37 },
  ArrowRight: { key: "ArrowRight", code: "ArrowRight", keyCode: 39 },
  ContextMenu: { key: "ContextMenu", code: "ContextMenu", keyCode: 93 },
};
