// A small client of the Chrome DevTools Protocol: it launches Debian's headless Chromium, opens pages
// and drives them with real input events (mouse, touch, pen, keys). No dependency. It speaks through
// the WebSocket that Node 20 ships behind `--experimental-websocket`, or, on a Node without it (Debian
// 12's own is 18), through the few lines of RFC 6455 below (`$CDP_WEBSOCKET=minimal` forces them).

import { spawn } from "node:child_process";
import { request } from "node:http";
import { randomBytes } from "node:crypto";
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
    const useMinimal = process.env.CDP_WEBSOCKET === "minimal" || typeof globalThis.WebSocket !== "function";
    this.#socket = useMinimal ? new MinimalWebSocket(url) : new WebSocket(url);
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

/**
 * A WebSocket client with just what the DevTools protocol needs (RFC 6455): the opening handshake, masked
 * text frames out, text frames in (fragmented or not, any length), ping answered, close. It offers the
 * part of the WHATWG `WebSocket` that `Browser` uses: `send`, `close`, and `open`, `message` and `error`
 * listeners.
 */
class MinimalWebSocket {
  #socket = null;
  #listeners = { open: [], message: [], error: [], close: [] };
  #buffer = Buffer.alloc(0);
  #fragments = [];

  constructor(url) {
    const target = new URL(url);
    const key = randomBytes(16).toString("base64");
    const upgrade = request({
      host: target.hostname, port: target.port, path: target.pathname + target.search,
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Key": key, "Sec-WebSocket-Version": "13" },
    });
    upgrade.on("upgrade", (response, socket, head) => {
      this.#socket = socket;
      socket.setNoDelay(true);
      socket.on("data", (chunk) => this.#receive(chunk));
      socket.on("error", (error) => this.#emit("error", error));
      socket.on("close", () => this.#emit("close", {}));
      if (head.length) this.#receive(head);
      this.#emit("open", {});
    });
    upgrade.on("response", (response) => this.#emit("error", new Error(`no WebSocket upgrade: ${response.statusCode}`)));
    upgrade.on("error", (error) => this.#emit("error", error));
    upgrade.end();
  }

  addEventListener(type, listener, options = {}) {
    const wrapped = options.once ? (event) => { this.#listeners[type] = this.#listeners[type].filter((item) => item !== wrapped); listener(event); } : listener;
    this.#listeners[type].push(wrapped);
  }

  #emit(type, event) {
    for (const listener of [...this.#listeners[type]]) listener(event);
  }

  /** Sends a text frame, masked as a client must. */
  send(text) {
    this.#frame(0x1, Buffer.from(text, "utf8"));
  }

  close() {
    if (!this.#socket) return;
    try { this.#frame(0x8, Buffer.alloc(0)); } catch {}
    this.#socket.end();
  }

  #frame(opcode, payload) {
    const length = payload.length;
    const header = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    if (length < 126) header[1] = 0x80 | length;
    else if (length < 65536) { header[1] = 0x80 | 126; header.writeUInt16BE(length, 2); }
    else { header[1] = 0x80 | 127; header.writeBigUInt64BE(BigInt(length), 2); }
    const mask = randomBytes(4);
    const masked = Buffer.alloc(length);
    for (let index = 0; index < length; index += 1) masked[index] = payload[index] ^ mask[index & 3];
    this.#socket.write(Buffer.concat([header, mask, masked]));
  }

  #receive(chunk) {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      if (this.#buffer.length < 2) return;
      const first = this.#buffer[0];
      const second = this.#buffer[1];
      let length = second & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.#buffer.length < 4) return;
        length = this.#buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.#buffer.length < 10) return;
        length = Number(this.#buffer.readBigUInt64BE(2));
        offset = 10;
      }
      const masked = (second & 0x80) !== 0;
      const maskOffset = offset;
      if (masked) offset += 4;
      if (this.#buffer.length < offset + length) return;
      let payload = this.#buffer.subarray(offset, offset + length);
      if (masked) {
        const mask = this.#buffer.subarray(maskOffset, maskOffset + 4);
        payload = Buffer.from(payload.map((byte, index) => byte ^ mask[index & 3]));
      }
      this.#buffer = this.#buffer.subarray(offset + length);
      const opcode = first & 0x0f;
      const final = (first & 0x80) !== 0;
      if (opcode === 0x8) { this.#socket.end(); return; }
      if (opcode === 0x9) { this.#frame(0xa, payload); continue; }
      if (opcode === 0xa) continue;
      this.#fragments.push(Buffer.from(payload));
      if (!final) continue;
      const data = Buffer.concat(this.#fragments).toString("utf8");
      this.#fragments = [];
      this.#emit("message", { data });
    }
  }
}
