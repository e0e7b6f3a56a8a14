export const id = 843;
export const ids = [843];
export const modules = {

/***/ 2843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  confirm: () => (/* binding */ dist_confirm),
  isCancel: () => (/* reexport */ dist_isCancel)
});

// UNUSED EXPORTS: CANCEL_SYMBOL, MULTISELECT_INSTRUCTIONS, SELECT_INSTRUCTIONS, S_BAR, S_BAR_END, S_BAR_END_RIGHT, S_BAR_H, S_BAR_START, S_BAR_START_RIGHT, S_CHECKBOX_ACTIVE, S_CHECKBOX_INACTIVE, S_CHECKBOX_SELECTED, S_CONNECT_LEFT, S_CORNER_BOTTOM_LEFT, S_CORNER_BOTTOM_RIGHT, S_CORNER_TOP_LEFT, S_CORNER_TOP_RIGHT, S_ERROR, S_INFO, S_PASSWORD_MASK, S_RADIO_ACTIVE, S_RADIO_INACTIVE, S_STEP_ACTIVE, S_STEP_CANCEL, S_STEP_ERROR, S_STEP_SUBMIT, S_SUCCESS, S_WARN, autocomplete, autocompleteMultiselect, box, cancel, date, formatInstructionFooter, group, groupMultiselect, intro, isCI, isTTY, limitOptions, log, multiline, multiselect, note, outro, password, path, progress, select, selectKey, settings, spinner, stream, symbol, symbolBar, taskLog, tasks, text, unicode, unicodeOr, updateSettings

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:process"
var external_node_process_ = __webpack_require__(1708);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./node_modules/fast-wrap-ansi/lib/main.js
var main = __webpack_require__(8483);
;// CONCATENATED MODULE: ./node_modules/sisteransi/dist/index.js
const ESC = '\x1B';
const CSI = `${ESC}[`;
const beep = '\u0007';
const dist_cursor = {
    to(x, y) {
        if (!y)
            return `${CSI}${x + 1}G`;
        return `${CSI}${y + 1};${x + 1}H`;
    },
    move(x, y) {
        let ret = '';
        if (x < 0)
            ret += `${CSI}${-x}D`;
        else if (x > 0)
            ret += `${CSI}${x}C`;
        if (y < 0)
            ret += `${CSI}${-y}A`;
        else if (y > 0)
            ret += `${CSI}${y}B`;
        return ret;
    },
    up: (count = 1) => `${CSI}${count}A`,
    down: (count = 1) => `${CSI}${count}B`,
    forward: (count = 1) => `${CSI}${count}C`,
    backward: (count = 1) => `${CSI}${count}D`,
    nextLine: (count = 1) => `${CSI}E`.repeat(count),
    prevLine: (count = 1) => `${CSI}F`.repeat(count),
    left: `${CSI}G`,
    hide: `${CSI}?25l`,
    show: `${CSI}?25h`,
    save: `${ESC}7`,
    restore: `${ESC}8`
};
const dist_scroll = {
    up: (count = 1) => `${CSI}S`.repeat(count),
    down: (count = 1) => `${CSI}T`.repeat(count)
};
const dist_erase = {
    screen: `${CSI}2J`,
    up: (count = 1) => `${CSI}1J`.repeat(count),
    down: (count = 1) => `${CSI}J`.repeat(count),
    line: `${CSI}2K`,
    lineEnd: `${CSI}K`,
    lineStart: `${CSI}1K`,
    lines(count) {
        let clear = '';
        for (let i = 0; i < count; i++)
            clear += this.line + (i < count - 1 ? dist_cursor.up() : '');
        if (count)
            clear += dist_cursor.left;
        return clear;
    }
};
const clear = {
    screen: `${ESC}c`
};


// EXTERNAL MODULE: external "node:tty"
var external_node_tty_ = __webpack_require__(7066);
// EXTERNAL MODULE: ./node_modules/fast-string-width/dist/index.js + 2 modules
var dist = __webpack_require__(3223);
;// CONCATENATED MODULE: ./node_modules/@clack/core/dist/index.mjs









function findCursor(o, s, l) {
  if (!l.some((r) => !r.disabled))
    return o;
  const t = o + s, n = Math.max(l.length - 1, 0), e = t < 0 ? n : t > n ? 0 : t;
  return l[e]?.disabled ? findCursor(e, s < 0 ? -1 : 1, l) : e;
}
function findTextCursor(o, s, l, i) {
  const t = i.split(`
`);
  let n = 0, e = o;
  for (const r of t) {
    if (e <= r.length)
      break;
    e -= r.length + 1, n++;
  }
  for (n = Math.max(0, Math.min(t.length - 1, n + l)), e = Math.min(e, t[n].length) + s; e < 0 && n > 0; )
    n--, e += t[n].length + 1;
  for (; e > t[n].length && n < t.length - 1; )
    e -= t[n].length + 1, n++;
  e = Math.max(0, Math.min(t[n].length, e));
  let h = 0;
  for (let r = 0; r < n; r++)
    h += t[r].length + 1;
  return h + e;
}

const a$1 = ["up", "down", "left", "right", "space", "enter", "cancel"], t = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
const dist_settings = {
  actions: new Set(a$1),
  aliases: /* @__PURE__ */ new Map([
    // vim support
    ["k", "up"],
    ["j", "down"],
    ["h", "left"],
    ["l", "right"],
    ["", "cancel"],
    // opinionated defaults!
    ["escape", "cancel"]
  ]),
  messages: {
    cancel: "Canceled",
    error: "Something went wrong"
  },
  withGuide: true,
  accessible: void 0,
  date: {
    monthNames: [...t],
    messages: {
      required: "Please enter a valid date",
      invalidMonth: "There are only 12 months in a year",
      invalidDay: (n, e) => `There are only ${n} days in ${e}`,
      afterMin: (n) => `Date must be on or after ${n.toISOString().slice(0, 10)}`,
      beforeMax: (n) => `Date must be on or before ${n.toISOString().slice(0, 10)}`
    }
  }
};
function updateSettings(n) {
  if (n.aliases !== void 0) {
    const e = n.aliases;
    for (const s in e) {
      if (!Object.hasOwn(e, s)) continue;
      const i = e[s];
      i === void 0 || !dist_settings.actions.has(i) || dist_settings.aliases.has(s) || dist_settings.aliases.set(s, i);
    }
  }
  if (n.messages !== void 0) {
    const e = n.messages;
    e.cancel !== void 0 && (dist_settings.messages.cancel = e.cancel), e.error !== void 0 && (dist_settings.messages.error = e.error);
  }
  if (n.withGuide !== void 0 && (dist_settings.withGuide = n.withGuide !== false), n.accessible !== void 0 && (dist_settings.accessible = n.accessible === true), n.date !== void 0) {
    const e = n.date;
    e.monthNames !== void 0 && (dist_settings.date.monthNames = [...e.monthNames]), e.messages !== void 0 && (e.messages.required !== void 0 && (dist_settings.date.messages.required = e.messages.required), e.messages.invalidMonth !== void 0 && (dist_settings.date.messages.invalidMonth = e.messages.invalidMonth), e.messages.invalidDay !== void 0 && (dist_settings.date.messages.invalidDay = e.messages.invalidDay), e.messages.afterMin !== void 0 && (dist_settings.date.messages.afterMin = e.messages.afterMin), e.messages.beforeMax !== void 0 && (dist_settings.date.messages.beforeMax = e.messages.beforeMax));
  }
}
function dist_isAccessible(n) {
  if (n !== void 0) return n;
  if (dist_settings.accessible !== void 0) return dist_settings.accessible;
  const e = process.env.ACCESSIBLE;
  return e !== void 0 && e !== "" && e !== "0" && e !== "false";
}
function isActionKey(n, e) {
  if (typeof n == "string")
    return dist_settings.aliases.get(n) === e;
  for (const s of n)
    if (s !== void 0 && isActionKey(s, e))
      return true;
  return false;
}

function diffLines(i, s) {
  if (i === s) return;
  const e = i.split(`
`), t = s.split(`
`), r = Math.max(e.length, t.length), f = [];
  for (let n = 0; n < r; n++)
    e[n] !== t[n] && f.push(n);
  return {
    lines: f,
    numLinesBefore: e.length,
    numLinesAfter: t.length,
    numLines: r
  };
}

const R = globalThis.process.platform.startsWith("win");
const CANCEL_SYMBOL = Symbol("clack:cancel");
function dist_isCancel(e) {
  return e === CANCEL_SYMBOL;
}
function setRawMode(e, r) {
  const o = e;
  o.isTTY && o.setRawMode(r);
}
function dist_block({
  input: e = stdin,
  output: r = stdout,
  overwrite: o = true,
  hideCursor: n = true
} = {}) {
  const s = f$1.createInterface({
    input: e,
    output: r,
    prompt: "",
    tabSize: 1
  });
  f$1.emitKeypressEvents(e, s), e instanceof ReadStream && e.isTTY && e.setRawMode(true);
  const t = (l, { name: i, sequence: p }) => {
    const w = String(l);
    if (isActionKey([w, i, p], "cancel")) {
      n && r.write(cursor.show), process.exit(0);
      return;
    }
    if (!o) return;
    const c = i === "return" ? 0 : -1, a = i === "return" ? -1 : 0;
    f$1.moveCursor(r, c, a, () => {
      f$1.clearLine(r, 1, () => {
        e.once("keypress", t);
      });
    });
  };
  return n && r.write(cursor.hide), e.once("keypress", t), () => {
    e.off("keypress", t), n && r.write(cursor.show), e instanceof ReadStream && e.isTTY && !R && e.setRawMode(false), s.terminal = false, s.close();
  };
}
const dist_getColumns = (e) => "columns" in e && typeof e.columns == "number" ? e.columns : 80, dist_getRows = (e) => "rows" in e && typeof e.rows == "number" ? e.rows : 20;
function dist_wrapTextWithPrefix(e, r, o, n = o, s = o, t) {
  const l = dist_getColumns(e ?? external_node_process_.stdout), i = (0,dist/* default */.A)(o);
  return (0,main/* wrapAnsi */.a)(r, l - i, {
    hard: true,
    trim: false
  }).split(`
`).map((c, a, g) => {
    const m = t ? t(c, a) : c;
    return a === 0 ? `${n}${m}` : a === g.length - 1 ? `${s}${m}` : `${o}${m}`;
  }).join(`
`);
}

function dist_runValidation(e, a) {
  if ("~standard" in e) {
    const n = e["~standard"].validate(a);
    return n instanceof Promise ? n.then((r) => r.issues?.at(0)?.message) : n.issues?.at(0)?.message;
  }
  return e(a);
}

let C$1 = class C {
  input;
  output;
  _abortSignal;
  rl;
  opts;
  _render;
  _track = false;
  _prevFrame = "";
  _subscribers = /* @__PURE__ */ new Map();
  _cursor = 0;
  state = "initial";
  error = "";
  value;
  userInput = "";
  /**
   * Whether accessible (static, screen-reader friendly) output is enabled for
   * this prompt, resolved from the `accessible` option, the global setting,
   * and the `ACCESSIBLE` env var.
   */
  get accessible() {
    return dist_isAccessible(this.opts.accessible);
  }
  constructor(t, e = true) {
    const { input: i = external_node_process_.stdin, output: s = external_node_process_.stdout, render: r, signal: n, ...o } = t;
    this.opts = o, this.onKeypress = this.onKeypress.bind(this), this.close = this.close.bind(this), this.render = this.render.bind(this), this._render = r.bind(this), this._track = e, this._abortSignal = n, this.input = i, this.output = s;
  }
  /**
   * Unsubscribe all listeners
   */
  unsubscribe() {
    this._subscribers.clear();
  }
  /**
   * Set a subscriber with opts
   * @param event - The event name
   */
  setSubscriber(t, e) {
    const i = this._subscribers.get(t) ?? [];
    i.push(e), this._subscribers.set(t, i);
  }
  /**
   * Subscribe to an event
   * @param event - The event name
   * @param cb - The callback
   */
  on(t, e) {
    this.setSubscriber(t, { cb: e });
  }
  /**
   * Subscribe to an event once
   * @param event - The event name
   * @param cb - The callback
   */
  once(t, e) {
    this.setSubscriber(t, { cb: e, once: true });
  }
  /**
   * Emit an event with data
   * @param event - The event name
   * @param data - The data to pass to the callback
   */
  emit(t, ...e) {
    const i = this._subscribers.get(t) ?? [], s = [];
    for (const r of i)
      r.cb(...e), r.once && s.push(() => i.splice(i.indexOf(r), 1));
    for (const r of s)
      r();
  }
  prompt() {
    return new Promise((t) => {
      if (this._abortSignal) {
        if (this._abortSignal.aborted)
          return this.state = "cancel", this.close(), t(CANCEL_SYMBOL);
        this._abortSignal.addEventListener(
          "abort",
          () => {
            this.state = "cancel", this.close();
          },
          { once: true }
        );
      }
      this.rl = external_node_readline_.createInterface({
        input: this.input,
        tabSize: 2,
        prompt: "",
        escapeCodeTimeout: 50,
        terminal: true
      }), this.rl.prompt(), this.opts.initialUserInput !== void 0 && this._setUserInput(this.opts.initialUserInput, true), this.input.on("keypress", this.onKeypress), setRawMode(this.input, true), this.output.on("resize", this.render), this.render(), this.once("submit", () => {
        this.output.write(dist_cursor.show), this.output.off("resize", this.render), setRawMode(this.input, false), t(this.value);
      }), this.once("cancel", () => {
        this.output.write(dist_cursor.show), this.output.off("resize", this.render), setRawMode(this.input, false), t(CANCEL_SYMBOL);
      });
    });
  }
  _isActionKey(t, e) {
    return t === "	";
  }
  _shouldSubmit(t, e) {
    return true;
  }
  _setValue(t) {
    this.value = t, this.emit("value", this.value);
  }
  _setUserInput(t, e) {
    this.userInput = t ?? "", this.emit("userInput", this.userInput), e && this._track && this.rl && (this.rl.write(this.userInput), this._cursor = this.rl.cursor);
  }
  _clearUserInput() {
    this.rl?.write(null, { ctrl: true, name: "u" }), this._setUserInput("");
  }
  async onKeypress(t, e) {
    if (this.state !== "validating") {
      if (this._track && e.name !== "return" && (e.name && this._isActionKey(t, e) && this.rl?.write(null, { ctrl: true, name: "h" }), this._cursor = this.rl?.cursor ?? 0, this._setUserInput(this.rl?.line)), this.state === "error" && (this.state = "active"), e?.name && (!this._track && dist_settings.aliases.has(e.name) && this.emit("cursor", dist_settings.aliases.get(e.name)), dist_settings.actions.has(e.name) && this.emit("cursor", e.name)), t && (t.toLowerCase() === "y" || t.toLowerCase() === "n") && this.emit("confirm", t.toLowerCase() === "y"), this.emit("key", t, e), e?.name === "return" && this._shouldSubmit(t, e)) {
        if (this.opts.validate) {
          const i = dist_runValidation(this.opts.validate, this.value);
          let s;
          i instanceof Promise ? (this.state = "validating", this.render(), s = await i) : s = i, s && (this.error = s instanceof Error ? s.message : s, this.state = "error", this.rl?.write(this.userInput));
        }
        this.state !== "error" && (this.state = "submit");
      }
      isActionKey([t, e?.name, e?.sequence], "cancel") && (this.state = "cancel"), (this.state === "submit" || this.state === "cancel") && this.emit("finalize"), this.render(), (this.state === "submit" || this.state === "cancel") && this.close();
    }
  }
  close() {
    this.input.unpipe(), this.input.removeListener("keypress", this.onKeypress), this.output.write(`
`), setRawMode(this.input, false), this.rl?.close(), this.rl = void 0, this.emit(`${this.state}`, this.value), this.unsubscribe();
  }
  restoreCursor() {
    const t = (0,main/* wrapAnsi */.a)(this._prevFrame, dist_getColumns(this.output), { hard: true, trim: false }).split(`
`).length - 1;
    this.output.write(dist_cursor.move(-999, t * -1));
  }
  render() {
    const t = (0,main/* wrapAnsi */.a)(this._render(this) ?? "", dist_getColumns(this.output), {
      hard: true,
      trim: false
    });
    if (t !== this._prevFrame) {
      if (this.state === "initial")
        this.output.write(dist_cursor.hide);
      else {
        const e = diffLines(this._prevFrame, t), i = dist_getRows(this.output);
        if (this.restoreCursor(), e) {
          const s = Math.max(0, e.numLinesAfter - i), r = Math.max(0, e.numLinesBefore - i);
          let n = e.lines.find((o) => o >= s);
          if (n === void 0) {
            this._prevFrame = t;
            return;
          }
          if (e.lines.length === 1) {
            this.output.write(dist_cursor.move(0, n - r)), this.output.write(dist_erase.lines(1));
            const o = t.split(`
`);
            this.output.write(o[n]), this._prevFrame = t, this.output.write(dist_cursor.move(0, o.length - n - 1));
            return;
          } else if (e.lines.length > 1) {
            if (s < r)
              n = s;
            else {
              const h = n - r;
              h > 0 && this.output.write(dist_cursor.move(0, h));
            }
            this.output.write(dist_erase.down());
            const m = t.split(`
`).slice(n);
            this.output.write(m.join(`
`)), this._prevFrame = t;
            return;
          }
        }
        this.output.write(dist_erase.down());
      }
      this.output.write(t), this.state === "initial" && (this.state = "active"), this._prevFrame = t;
    }
  }
};

function p$1(l, e) {
  if (l === void 0 || e.length === 0)
    return 0;
  const i = e.findIndex((s) => s.value === l);
  return i !== -1 ? i : 0;
}
function m(l, e) {
  return (e.label ?? String(e.value)).toLowerCase().includes(l.toLowerCase());
}
function g(l, e) {
  if (e)
    return l ? e : e[0];
}
let T$1 = class T extends C$1 {
  filteredOptions;
  multiple;
  isNavigating = false;
  selectedValues = [];
  focusedValue;
  #e = 0;
  #s = "";
  #t;
  #i;
  #n;
  #l;
  get cursor() {
    return this.#e;
  }
  get userInputWithCursor() {
    if (!this.userInput)
      return (0,external_node_util_.styleText)(["inverse", "hidden"], "_");
    if (this._cursor >= this.userInput.length)
      return `${this.userInput}\u2588`;
    const e = this.userInput.slice(0, this.cursor), t = this.userInput.slice(this.cursor, this.cursor + 1), i = this.userInput.slice(this.cursor + 1);
    return `${e}${(0,external_node_util_.styleText)("inverse", t)}${i}`;
  }
  get options() {
    return typeof this.#i == "function" ? this.#i() : this.#i;
  }
  constructor(e) {
    super(e), this.#i = e.options, this.#n = e.placeholder, this.#l = e.completeOnTab === true;
    const t = this.options;
    this.filteredOptions = [...t], this.multiple = e.multiple === true, this.#t = typeof e.options == "function" ? e.filter : e.filter ?? m;
    let i;
    if (e.initialValue && Array.isArray(e.initialValue) ? this.multiple ? i = e.initialValue : i = e.initialValue.slice(0, 1) : !this.multiple && this.options.length > 0 && (i = [this.options[0]?.value]), i)
      for (const s of i) {
        const n = t.findIndex((r) => r.value === s);
        n !== -1 && (this.toggleSelected(s), this.#e = n);
      }
    this.focusedValue = this.options[this.#e]?.value, this.on("key", (s, n) => this.#u(s, n)), this.on("userInput", (s) => this.#o(s));
  }
  _isActionKey(e, t) {
    return e === "	" || this.multiple && this.isNavigating && t.name === "space" && e !== void 0 && e !== "";
  }
  #u(e, t) {
    const i = t.name === "up", s = t.name === "down", n = t.name === "return", r = this.userInput === "" || this.userInput === "	", u = this.#n, d = this.options, c = u !== void 0 && u !== "" && d.some(
      (o) => !o.disabled && (this.#t ? this.#t(u, o) : true)
    );
    if (t.name === "tab" && r && c) {
      this.userInput === "	" && this._clearUserInput(), this._setUserInput(u, true), this.isNavigating = false;
      return;
    }
    if (t.name === "tab" && this.#l && !this.multiple && this.focusedValue !== void 0) {
      const o = String(this.focusedValue);
      this._clearUserInput(), this._setUserInput(o, true), this.isNavigating = false;
      return;
    }
    i || s ? (this.#e = findCursor(this.#e, i ? -1 : 1, this.filteredOptions), this.focusedValue = this.filteredOptions[this.#e]?.value, this.multiple || (this.selectedValues = [this.focusedValue]), this.isNavigating = true) : n ? this.value = g(this.multiple, this.selectedValues) : this.multiple ? this.focusedValue !== void 0 && (t.name === "tab" || this.isNavigating && t.name === "space") ? this.toggleSelected(this.focusedValue) : this.isNavigating = false : (this.focusedValue && (this.selectedValues = [this.focusedValue]), this.isNavigating = false);
  }
  deselectAll() {
    this.selectedValues = [];
  }
  toggleSelected(e) {
    this.filteredOptions.length !== 0 && (this.multiple ? this.selectedValues.includes(e) ? this.selectedValues = this.selectedValues.filter((t) => t !== e) : this.selectedValues = [...this.selectedValues, e] : this.selectedValues = [e]);
  }
  #o(e) {
    if (e !== this.#s) {
      this.#s = e;
      const t = this.options;
      e && this.#t ? this.filteredOptions = t.filter((n) => this.#t?.(e, n)) : this.filteredOptions = [...t];
      const i = p$1(this.focusedValue, this.filteredOptions);
      this.#e = findCursor(i, 0, this.filteredOptions);
      const s = this.filteredOptions[this.#e];
      s && !s.disabled ? this.focusedValue = s.value : this.focusedValue = void 0, this.multiple || (this.focusedValue !== void 0 ? this.toggleSelected(this.focusedValue) : this.deselectAll());
    }
  }
};

class r extends C$1 {
  get cursor() {
    return this.value ? 0 : 1;
  }
  get _value() {
    return this.cursor === 0;
  }
  constructor(t) {
    super(t, false), this.value = !!t.initialValue, this.on("userInput", () => {
      this.value = this._value;
    }), this.on("confirm", (i) => {
      this.output.write(dist_cursor.move(0, -1)), this.value = i, this.state = "submit", this.close();
    }), this.on("cursor", () => {
      this.value = !this.value;
    });
  }
}

const _ = {
  Y: { type: "year", len: 4 },
  M: { type: "month", len: 2 },
  D: { type: "day", len: 2 }
};
function M(r) {
  return [...r].map((t) => _[t]);
}
function P(r) {
  const i = new Intl.DateTimeFormat(r, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  }).formatToParts(new Date(2e3, 0, 15)), s = [];
  let n = "/";
  for (const e of i)
    e.type === "literal" ? n = e.value.trim() || e.value : (e.type === "year" || e.type === "month" || e.type === "day") && s.push({ type: e.type, len: e.type === "year" ? 4 : 2 });
  return { segments: s, separator: n };
}
function p(r) {
  return Number.parseInt((r || "0").replace(/_/g, "0"), 10) || 0;
}
function f(r) {
  return {
    year: p(r.year),
    month: p(r.month),
    day: p(r.day)
  };
}
function c$1(r, t) {
  return new Date(r || 2001, t || 1, 0).getDate();
}
function b(r) {
  const { year: t, month: i, day: s } = f(r);
  if (!t || t < 0 || t > 9999 || !i || i < 1 || i > 12 || !s || s < 1) return;
  const n = new Date(Date.UTC(t, i - 1, s));
  if (!(n.getUTCFullYear() !== t || n.getUTCMonth() !== i - 1 || n.getUTCDate() !== s))
    return { year: t, month: i, day: s };
}
function C(r) {
  const t = b(r);
  return t ? new Date(Date.UTC(t.year, t.month - 1, t.day)) : void 0;
}
function T(r, t, i, s) {
  const n = i ? {
    year: i.getUTCFullYear(),
    month: i.getUTCMonth() + 1,
    day: i.getUTCDate()
  } : null, e = s ? {
    year: s.getUTCFullYear(),
    month: s.getUTCMonth() + 1,
    day: s.getUTCDate()
  } : null;
  return r === "year" ? { min: n?.year ?? 1, max: e?.year ?? 9999 } : r === "month" ? {
    min: n && t.year === n.year ? n.month : 1,
    max: e && t.year === e.year ? e.month : 12
  } : {
    min: n && t.year === n.year && t.month === n.month ? n.day : 1,
    max: e && t.year === e.year && t.month === e.month ? e.day : c$1(t.year, t.month)
  };
}
class U extends C$1 {
  #i;
  #o;
  #t;
  #h;
  #u;
  #e = { segmentIndex: 0, positionInSegment: 0 };
  #n = true;
  #s = null;
  inlineError = "";
  get segmentCursor() {
    return { ...this.#e };
  }
  get segmentValues() {
    return { ...this.#t };
  }
  get segments() {
    return this.#i;
  }
  get separator() {
    return this.#o;
  }
  get formattedValue() {
    return this.#l(this.#t);
  }
  #l(t) {
    return this.#i.map((i) => t[i.type]).join(this.#o);
  }
  #r() {
    this._setUserInput(this.#l(this.#t)), this._setValue(C(this.#t) ?? void 0);
  }
  constructor(t) {
    const i = t.format ? { segments: M(t.format), separator: t.separator ?? "/" } : P(t.locale), s = t.separator ?? i.separator, n = t.format ? M(t.format) : i.segments, e = t.initialValue ?? t.defaultValue, m = e ? {
      year: String(e.getUTCFullYear()).padStart(4, "0"),
      month: String(e.getUTCMonth() + 1).padStart(2, "0"),
      day: String(e.getUTCDate()).padStart(2, "0")
    } : { year: "____", month: "__", day: "__" }, o = n.map((a) => m[a.type]).join(s);
    super({ ...t, initialUserInput: o }, false), this.#i = n, this.#o = s, this.#t = m, this.#h = t.minDate, this.#u = t.maxDate, this.#r(), this.on("cursor", (a) => this.#f(a)), this.on("key", (a, u) => this.#y(a, u)), this.on("finalize", () => this.#p(t));
  }
  #a() {
    const t = Math.max(0, Math.min(this.#e.segmentIndex, this.#i.length - 1)), i = this.#i[t];
    if (i)
      return this.#e.positionInSegment = Math.max(
        0,
        Math.min(this.#e.positionInSegment, i.len - 1)
      ), { segment: i, index: t };
  }
  #m(t) {
    this.inlineError = "", this.#s = null;
    const i = this.#a();
    i && (this.#e.segmentIndex = Math.max(
      0,
      Math.min(this.#i.length - 1, i.index + t)
    ), this.#e.positionInSegment = 0, this.#n = true);
  }
  #d(t) {
    const i = this.#a();
    if (!i) return;
    const { segment: s } = i, n = this.#t[s.type], e = !n || n.replace(/_/g, "") === "", m = Number.parseInt((n || "0").replace(/_/g, "0"), 10) || 0, o = T(
      s.type,
      f(this.#t),
      this.#h,
      this.#u
    );
    let a;
    e ? a = t === 1 ? o.min : o.max : a = Math.max(Math.min(o.max, m + t), o.min), this.#t = {
      ...this.#t,
      [s.type]: a.toString().padStart(s.len, "0")
    }, this.#n = true, this.#s = null, this.#r();
  }
  #f(t) {
    if (t)
      switch (t) {
        case "right":
          return this.#m(1);
        case "left":
          return this.#m(-1);
        case "up":
          return this.#d(1);
        case "down":
          return this.#d(-1);
      }
  }
  #y(t, i) {
    if (i?.name === "backspace" || i?.sequence === "\x7F" || i?.sequence === "\b" || t === "\x7F" || t === "\b") {
      this.inlineError = "";
      const n = this.#a();
      if (!n) return;
      if (!this.#t[n.segment.type].replace(/_/g, "")) {
        this.#m(-1);
        return;
      }
      this.#t[n.segment.type] = "_".repeat(n.segment.len), this.#n = true, this.#e.positionInSegment = 0, this.#r();
      return;
    }
    if (i?.name === "tab") {
      this.inlineError = "";
      const n = this.#a();
      if (!n) return;
      const e = i.shift ? -1 : 1, m = n.index + e;
      m >= 0 && m < this.#i.length && (this.#e.segmentIndex = m, this.#e.positionInSegment = 0, this.#n = true);
      return;
    }
    if (t && /^[0-9]$/.test(t)) {
      const n = this.#a();
      if (!n) return;
      const { segment: e } = n, m = !this.#t[e.type].replace(/_/g, "");
      if (this.#n && this.#s !== null && !m) {
        const h = this.#s + t, d = { ...this.#t, [e.type]: h }, g = this.#g(d, e);
        if (g) {
          this.inlineError = g, this.#s = null, this.#n = false;
          return;
        }
        this.inlineError = "", this.#t[e.type] = h, this.#s = null, this.#n = false, this.#r(), n.index < this.#i.length - 1 && (this.#e.segmentIndex = n.index + 1, this.#e.positionInSegment = 0, this.#n = true);
        return;
      }
      this.#n && !m && (this.#t[e.type] = "_".repeat(e.len), this.#e.positionInSegment = 0), this.#n = false, this.#s = null;
      const o = this.#t[e.type], a = o.indexOf("_"), u = a >= 0 ? a : Math.min(this.#e.positionInSegment, e.len - 1);
      if (u < 0 || u >= e.len) return;
      let l = o.slice(0, u) + t + o.slice(u + 1), D = false;
      if (u === 0 && o === "__" && (e.type === "month" || e.type === "day")) {
        const h = Number.parseInt(t, 10);
        l = `0${t}`, D = h <= (e.type === "month" ? 1 : 2);
      }
      if (e.type === "year" && (l = (o.replace(/_/g, "") + t).padStart(e.len, "_")), !l.includes("_")) {
        const h = { ...this.#t, [e.type]: l }, d = this.#g(h, e);
        if (d) {
          this.inlineError = d;
          return;
        }
      }
      this.inlineError = "", this.#t[e.type] = l;
      const y = l.includes("_") ? void 0 : b(this.#t);
      if (y) {
        const { year: h, month: d } = y, g = c$1(h, d);
        this.#t = {
          year: String(Math.max(0, Math.min(9999, h))).padStart(4, "0"),
          month: String(Math.max(1, Math.min(12, d))).padStart(2, "0"),
          day: String(Math.max(1, Math.min(g, y.day))).padStart(2, "0")
        };
      }
      this.#r();
      const S = l.indexOf("_");
      D ? (this.#n = true, this.#s = t) : S >= 0 ? this.#e.positionInSegment = S : a >= 0 && n.index < this.#i.length - 1 ? (this.#e.segmentIndex = n.index + 1, this.#e.positionInSegment = 0, this.#n = true) : this.#e.positionInSegment = Math.min(u + 1, e.len - 1);
    }
  }
  #g(t, i) {
    const { month: s, day: n } = f(t);
    if (i.type === "month" && (s < 0 || s > 12))
      return dist_settings.date.messages.invalidMonth;
    if (i.type === "day" && (n < 0 || n > 31))
      return dist_settings.date.messages.invalidDay(31, "any month");
  }
  #p(t) {
    const { year: i, month: s, day: n } = f(this.#t);
    if (i && s && n) {
      const e = c$1(i, s);
      this.#t = {
        ...this.#t,
        day: String(Math.min(n, e)).padStart(2, "0")
      };
    }
    this.value = C(this.#t) ?? t.defaultValue ?? void 0;
  }
}

let u$1 = class u extends C$1 {
  options;
  cursor = 0;
  #e;
  getGroupItems(t) {
    return this.options.filter((i) => i.group === t);
  }
  isGroupSelected(t) {
    const i = this.getGroupItems(t), e = this.value;
    return e === void 0 ? false : i.every((s) => e.includes(s.value));
  }
  toggleValue() {
    const t = this.options[this.cursor];
    if (t !== void 0)
      if (this.value === void 0 && (this.value = []), t.group === true) {
        const i = t.value, e = this.getGroupItems(i);
        this.isGroupSelected(i) ? this.value = this.value.filter(
          (s) => e.findIndex((r) => r.value === s) === -1
        ) : this.value = [...this.value, ...e.map((s) => s.value)], this.value = Array.from(new Set(this.value));
      } else {
        const i = this.value.includes(t.value);
        this.value = i ? this.value.filter((e) => e !== t.value) : [...this.value, t.value];
      }
  }
  constructor(t) {
    super(t, false);
    const { options: i } = t;
    this.#e = t.selectableGroups !== false, this.options = Object.entries(i).flatMap(([e, s]) => [
      { value: e, group: true, label: e },
      ...s.map((r) => ({ ...r, group: e }))
    ]), this.value = [...t.initialValues ?? []], this.cursor = Math.max(
      this.options.findIndex(({ value: e }) => e === t.cursorAt),
      this.#e ? 0 : 1
    ), this.on("key", (e, s) => {
      s.name === void 0 && e === "\u3000" && this.toggleValue();
    }), this.on("cursor", (e) => {
      switch (e) {
        case "left":
        case "up": {
          this.cursor = this.cursor === 0 ? this.options.length - 1 : this.cursor - 1;
          const s = this.options[this.cursor]?.group === true;
          !this.#e && s && (this.cursor = this.cursor === 0 ? this.options.length - 1 : this.cursor - 1);
          break;
        }
        case "down":
        case "right": {
          this.cursor = this.cursor === this.options.length - 1 ? 0 : this.cursor + 1;
          const s = this.options[this.cursor]?.group === true;
          !this.#e && s && (this.cursor = this.cursor === this.options.length - 1 ? 0 : this.cursor + 1);
          break;
        }
        case "space":
          this.toggleValue();
          break;
      }
    });
  }
};

const o = /* @__PURE__ */ new Set(["up", "down", "left", "right"]);
class h extends C$1 {
  #t = false;
  #s;
  focused = "editor";
  get userInputWithCursor() {
    if (this.state === "submit")
      return this.userInput;
    const t = this.userInput;
    if (this.cursor >= t.length)
      return `${t}\u2588`;
    const s = t.slice(0, this.cursor), r = t.slice(this.cursor, this.cursor + 1), i = t.slice(this.cursor + 1);
    return r === `
` ? `${s}\u2588
${i}` : `${s}${(0,external_node_util_.styleText)("inverse", r)}${i}`;
  }
  get cursor() {
    return this._cursor;
  }
  #r(t) {
    if (this.userInput.length === 0) {
      this._setUserInput(t);
      return;
    }
    this._setUserInput(
      this.userInput.slice(0, this.cursor) + t + this.userInput.slice(this.cursor)
    );
  }
  #i(t) {
    const s = this.value ?? "";
    switch (t) {
      case "up":
        this._cursor = findTextCursor(this._cursor, 0, -1, s);
        return;
      case "down":
        this._cursor = findTextCursor(this._cursor, 0, 1, s);
        return;
      case "left":
        this._cursor = findTextCursor(this._cursor, -1, 0, s);
        return;
      case "right":
        this._cursor = findTextCursor(this._cursor, 1, 0, s);
        return;
    }
  }
  _shouldSubmit(t, s) {
    if (this.#s)
      return this.focused === "submit" ? true : (this.#r(`
`), this._cursor++, false);
    const r = this.#t;
    return this.#t = true, r && this.cursor === this.userInput.length ? (this.userInput[this.cursor - 1] === `
` && (this._setUserInput(
      this.userInput.slice(0, this.cursor - 1) + this.userInput.slice(this.cursor)
    ), this._cursor--), true) : (this.#r(`
`), this._cursor++, false);
  }
  constructor(t) {
    const s = t.initialUserInput ?? t.initialValue;
    super(
      {
        ...t,
        initialUserInput: s
      },
      false
    ), s !== void 0 && (this._cursor = s.length), this.#s = t.showSubmit ?? false, this.on("key", (r, i) => {
      if (i?.name && o.has(i.name)) {
        this.#t = false, this.#i(i.name);
        return;
      }
      if (r === "	" && this.#s) {
        this.focused = this.focused === "editor" ? "submit" : "editor";
        return;
      }
      if (i?.name !== "return") {
        if (this.#t = false, i?.name === "backspace" && this.cursor > 0) {
          this._setUserInput(
            this.userInput.slice(0, this.cursor - 1) + this.userInput.slice(this.cursor)
          ), this._cursor--;
          return;
        }
        if (i?.name === "delete" && this.cursor < this.userInput.length) {
          this._setUserInput(
            this.userInput.slice(0, this.cursor) + this.userInput.slice(this.cursor + 1)
          );
          return;
        }
        r && (this.#s && this.focused === "submit" && (this.focused = "editor"), this.#r(r ?? ""), this._cursor++);
      }
    }), this.on("userInput", (r) => {
      this._setValue(r);
    }), this.on("finalize", () => {
      this.value || (this.value = t.defaultValue), this.value === void 0 && (this.value = "");
    });
  }
}

class a extends C$1 {
  options;
  cursor = 0;
  get _value() {
    return this.options[this.cursor]?.value;
  }
  get _enabledOptions() {
    return this.options.filter((e) => e.disabled !== true);
  }
  toggleAll() {
    const e = this._enabledOptions, i = this.value !== void 0 && this.value.length === e.length;
    this.value = i ? [] : e.map((t) => t.value);
  }
  toggleInvert() {
    const e = this.value;
    if (!e)
      return;
    const i = this._enabledOptions.filter((t) => !e.includes(t.value));
    this.value = i.map((t) => t.value);
  }
  toggleValue() {
    this.value === void 0 && (this.value = []);
    const e = this.value.includes(this._value);
    this.value = e ? this.value.filter((i) => i !== this._value) : [...this.value, this._value];
  }
  constructor(e) {
    super(e, false), this.options = e.options, this.value = [...e.initialValues ?? []];
    const i = Math.max(
      this.options.findIndex(({ value: t }) => t === e.cursorAt),
      0
    );
    this.cursor = this.options[i]?.disabled ? findCursor(i, 1, this.options) : i, this.on("key", (t, s) => {
      s.name === "a" && this.toggleAll(), s.name === "i" && this.toggleInvert(), s.name === void 0 && t === "\u3000" && this.toggleValue();
    }), this.on("cursor", (t) => {
      switch (t) {
        case "left":
        case "up":
          this.cursor = findCursor(this.cursor, -1, this.options);
          break;
        case "down":
        case "right":
          this.cursor = findCursor(this.cursor, 1, this.options);
          break;
        case "space":
          this.toggleValue();
          break;
      }
    });
  }
}

class u extends C$1 {
  _mask = "\u2022";
  get cursor() {
    return this._cursor;
  }
  get masked() {
    return this.userInput.replaceAll(/./g, this._mask);
  }
  get userInputWithCursor() {
    if (this.state === "submit" || this.state === "cancel")
      return this.masked;
    const t = this.userInput;
    if (this.cursor >= t.length)
      return `${this.masked}${(0,external_node_util_.styleText)(["inverse", "hidden"], "_")}`;
    const s = this.masked, r = s.slice(0, this.cursor), i = s.slice(this.cursor, this.cursor + 1), o = s.slice(this.cursor + 1);
    return `${r}${(0,external_node_util_.styleText)("inverse", i)}${o}`;
  }
  clear() {
    this._clearUserInput();
  }
  constructor({ mask: t, ...s }) {
    super(s), this._mask = t ?? "\u2022", this.on("userInput", (r) => {
      this._setValue(r);
    }), this.on("finalize", () => {
      this.value === void 0 && (this.value = "");
    });
  }
}

let n$1 = class n extends C$1 {
  options;
  cursor = 0;
  get _selectedValue() {
    return this.options[this.cursor];
  }
  changeValue() {
    const e = this._selectedValue;
    this.value = e === void 0 ? void 0 : e.value;
  }
  constructor(e) {
    super(e, false), this.options = e.options;
    const o = this.options.findIndex(({ value: s }) => s === e.initialValue), t = o === -1 ? 0 : o;
    this.cursor = this.options[t]?.disabled ? findCursor(t, 1, this.options) : t, this.changeValue(), this.on("cursor", (s) => {
      switch (s) {
        case "left":
        case "up":
          this.cursor = findCursor(this.cursor, -1, this.options);
          break;
        case "down":
        case "right":
          this.cursor = findCursor(this.cursor, 1, this.options);
          break;
      }
      this.changeValue();
    });
  }
};

class c extends C$1 {
  options;
  cursor = 0;
  constructor(t) {
    super(t, false), this.options = t.options;
    const s = t.caseSensitive === true, i = this.options.map(({ value: [e] }) => s ? e : e?.toLowerCase()), n = Math.max(i.indexOf(t.initialValue), 0);
    this.cursor = this.options[n]?.disabled ? 0 : n, this.on("key", (e) => {
      if (!e)
        return;
      const o = s ? e : e.toLowerCase();
      if (!i.includes(o))
        return;
      const r = this.options.find(({ value: [a], disabled: u }) => u ? false : s ? a === o : a?.toLowerCase() === o);
      r && (this.value = r.value, this.state = "submit", this.emit("submit"));
    });
  }
}

class n extends C$1 {
  get userInputWithCursor() {
    if (this.state === "submit")
      return this.userInput;
    const t = this.userInput;
    if (this.cursor >= t.length)
      return `${this.userInput}\u2588`;
    const r = t.slice(0, this.cursor), s = t.slice(this.cursor, this.cursor + 1), e = t.slice(this.cursor + 1);
    return `${r}${(0,external_node_util_.styleText)("inverse", s)}${e}`;
  }
  get cursor() {
    return this._cursor;
  }
  constructor(t) {
    super({
      ...t,
      initialUserInput: t.initialUserInput ?? t.initialValue
    }), this.on("userInput", (r) => {
      this._setValue(r);
    }), this.on("finalize", () => {
      this.value || (this.value = t.defaultValue), this.value === void 0 && (this.value = "");
    });
  }
}



// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./node_modules/@clack/prompts/dist/index.mjs










function isUnicodeSupported() {
	if (external_node_process_.platform !== 'win32') {
		return external_node_process_.env.TERM !== 'linux'; // Linux console (kernel)
	}

	return Boolean(external_node_process_.env.CI)
		|| Boolean(external_node_process_.env.WT_SESSION) // Windows Terminal
		|| Boolean(external_node_process_.env.TERMINUS_SUBLIME) // Terminus (<0.2.27)
		|| external_node_process_.env.ConEmuTask === '{cmd::Cmder}' // ConEmu and cmder
		|| external_node_process_.env.TERM_PROGRAM === 'Terminus-Sublime'
		|| external_node_process_.env.TERM_PROGRAM === 'vscode'
		|| external_node_process_.env.TERM === 'xterm-256color'
		|| external_node_process_.env.TERM === 'alacritty'
		|| external_node_process_.env.TERMINAL_EMULATOR === 'JetBrains-JediTerm';
}

const unicode = isUnicodeSupported(), isCI = () => process.env.CI === "true", isTTY = (e) => e.isTTY === true, unicodeOr = (e, o) => unicode ? e : o, S_STEP_ACTIVE = unicodeOr("\u25C6", "*"), S_STEP_CANCEL = unicodeOr("\u25A0", "x"), S_STEP_ERROR = unicodeOr("\u25B2", "x"), S_STEP_SUBMIT = unicodeOr("\u25C7", "o"), S_BAR_START = unicodeOr("\u250C", "T"), S_BAR = unicodeOr("\u2502", "|"), S_BAR_END = unicodeOr("\u2514", "\u2014"), S_BAR_START_RIGHT = unicodeOr("\u2510", "T"), S_BAR_END_RIGHT = unicodeOr("\u2518", "\u2014"), S_RADIO_ACTIVE = unicodeOr("\u25CF", ">"), S_RADIO_INACTIVE = unicodeOr("\u25CB", " "), S_CHECKBOX_ACTIVE = unicodeOr("\u25FB", "[\u2022]"), S_CHECKBOX_SELECTED = unicodeOr("\u25FC", "[+]"), S_CHECKBOX_INACTIVE = unicodeOr("\u25FB", "[ ]"), S_PASSWORD_MASK = unicodeOr("\u25AA", "\u2022"), S_BAR_H = unicodeOr("\u2500", "-"), S_CORNER_TOP_RIGHT = unicodeOr("\u256E", "+"), S_CONNECT_LEFT = unicodeOr("\u251C", "+"), S_CORNER_BOTTOM_RIGHT = unicodeOr("\u256F", "+"), S_CORNER_BOTTOM_LEFT = unicodeOr("\u2570", "+"), S_CORNER_TOP_LEFT = unicodeOr("\u256D", "+"), S_INFO = unicodeOr("\u25CF", "\u2022"), S_SUCCESS = unicodeOr("\u25C6", "*"), S_WARN = unicodeOr("\u25B2", "!"), S_ERROR = unicodeOr("\u25A0", "x"), symbol = (e) => {
  switch (e) {
    case "initial":
    case "active":
      return (0,external_node_util_.styleText)("cyan", S_STEP_ACTIVE);
    case "cancel":
      return (0,external_node_util_.styleText)("red", S_STEP_CANCEL);
    case "error":
      return (0,external_node_util_.styleText)("yellow", S_STEP_ERROR);
    case "submit":
      return (0,external_node_util_.styleText)("green", S_STEP_SUBMIT);
    case "validating":
      return (0,external_node_util_.styleText)("dim", S_STEP_ACTIVE);
  }
}, symbolBar = (e) => {
  switch (e) {
    case "initial":
    case "active":
      return styleText("cyan", S_BAR);
    case "cancel":
      return styleText("red", S_BAR);
    case "error":
      return styleText("yellow", S_BAR);
    case "submit":
      return styleText("green", S_BAR);
  }
};
function formatInstructionFooter(e, o, r) {
  const s = r ? `${styleText("cyan", S_BAR)}  ` : "", n = wrapTextWithPrefix(e, o.join(" \u2022 "), s).split(`
`);
  return r && n.push(styleText("cyan", S_BAR_END)), n;
}

const E$1 = (l, e, w, p, b, C = false) => {
  let r = e, O = 0;
  if (C)
    for (let i = p - 1; i >= w; i--) {
      const m = l[i];
      if (m && (r -= m.length), O++, r <= b) break;
    }
  else
    for (let i = w; i < p; i++) {
      const m = l[i];
      if (m && (r -= m.length), O++, r <= b) break;
    }
  return { lineCount: r, removals: O };
};
const limitOptions = ({
  cursor: l,
  options: e,
  style: w,
  output: p = process.stdout,
  maxItems: b = Number.POSITIVE_INFINITY,
  columnPadding: C = 0,
  rowPadding: r = 4
}) => {
  const i = getColumns(p) - C, m = getRows(p), M = styleText("dim", "..."), v = Math.max(m - r, 0), a = Math.max(Math.min(b, v), 5);
  let f = 0;
  l >= a - 3 && (f = Math.max(
    Math.min(l - a + 3, e.length - a),
    0
  ));
  let d = a < e.length && f > 0, c = a < e.length && f + a < e.length;
  const I = Math.min(
    f + a,
    e.length
  ), s = [];
  let g = 0;
  d && g++, c && g++;
  const T = f + (d ? 1 : 0), W = I - (c ? 1 : 0);
  for (let t = T; t < W; t++) {
    const n = e[t], o = n !== void 0 ? w(n, t === l) : "", h = wrapAnsi(o, i, {
      hard: true,
      trim: false
    }).split(`
`);
    s.push(h), g += h.length;
  }
  if (g > v) {
    let t = 0, n = 0, o = g;
    const h = l - T;
    let u = v;
    const L = () => E$1(s, o, 0, h, u), y = () => E$1(
      s,
      o,
      h + 1,
      s.length,
      u,
      true
    );
    d ? ({ lineCount: o, removals: t } = L(), o > u && (c || (u -= 1), { lineCount: o, removals: n } = y())) : (c || (u -= 1), { lineCount: o, removals: n } = y(), o > u && (u -= 1, { lineCount: o, removals: t } = L())), t > 0 && (d = true, s.splice(0, t)), n > 0 && (c = true, s.splice(s.length - n, n));
  }
  const x = [];
  d && x.push(M);
  for (const t of s)
    for (const n of t)
      x.push(n);
  return c && x.push(M), x;
};

function E(t) {
  return t.label ?? String(t.value ?? "");
}
function dist_P(t, c) {
  if (!t)
    return true;
  const n = (c.label ?? String(c.value ?? "")).toLowerCase(), i = (c.hint ?? "").toLowerCase(), r = String(c.value).toLowerCase(), o = t.toLowerCase();
  return n.includes(o) || i.includes(o) || r.includes(o);
}
function j(t, c) {
  const n = [];
  for (const i of c)
    t.includes(i.value) && n.push(i);
  return n;
}
const autocomplete = (t) => new AutocompletePrompt({
  options: t.options,
  initialValue: t.initialValue !== void 0 ? [t.initialValue] : void 0,
  initialUserInput: t.initialUserInput,
  placeholder: t.placeholder,
  completeOnTab: t.completeOnTab,
  filter: t.filter ?? ((n, i) => dist_P(n, i)),
  signal: t.signal,
  input: t.input,
  output: t.output,
  validate: t.validate,
  render() {
    const n = t.withGuide ?? settings.withGuide, i = n ? [`${styleText("gray", S_BAR)}`, `${symbol(this.state)}  ${t.message}`] : [`${symbol(this.state)}  ${t.message}`], r = this.userInput, o = this.options, m = t.placeholder, p = r === "" && m !== void 0, $ = (l, s) => {
      const a = E(l), u = l.hint && l.value === this.focusedValue ? styleText("dim", ` (${l.hint})`) : "";
      switch (s) {
        case "active":
          return `${styleText("green", S_RADIO_ACTIVE)} ${a}${u}`;
        case "inactive":
          return `${styleText("dim", S_RADIO_INACTIVE)} ${styleText("dim", a)}`;
        case "disabled":
          return `${styleText("gray", S_RADIO_INACTIVE)} ${styleText(["strikethrough", "gray"], a)}`;
      }
    };
    switch (this.state) {
      case "submit": {
        const l = j(this.selectedValues, o), s = l.length > 0 ? `  ${styleText("dim", l.map(E).join(", "))}` : "", a = n ? styleText("gray", S_BAR) : "";
        return `${i.join(`
`)}
${a}${s}`;
      }
      case "cancel": {
        const l = r ? `  ${styleText(["strikethrough", "dim"], r)}` : "", s = n ? styleText("gray", S_BAR) : "";
        return `${i.join(`
`)}
${s}${l}`;
      }
      default: {
        const l = this.state === "error" ? "yellow" : "cyan", s = n ? `${styleText(l, S_BAR)}  ` : "", a = n ? styleText(l, S_BAR_END) : "";
        let u = "";
        if (this.isNavigating || p) {
          const d = p ? m : r;
          u = d !== "" ? ` ${styleText("dim", d)}` : "";
        } else
          u = ` ${this.userInputWithCursor}`;
        const V = this.filteredOptions.length !== o.length ? styleText(
          "dim",
          ` (${this.filteredOptions.length} match${this.filteredOptions.length === 1 ? "" : "es"})`
        ) : "", b = this.filteredOptions.length === 0 && r ? [`${s}${styleText("yellow", "No matches found")}`] : [], y = this.state === "error" ? [`${s}${styleText("yellow", this.error)}`] : [];
        n && i.push(`${s.trimEnd()}`), i.push(
          `${s}${styleText("dim", "Search:")}${u}${V}`,
          ...b,
          ...y
        );
        const S = [
          `${styleText("dim", "\u2191/\u2193")} to select`,
          ...t.completeOnTab ? [`${styleText("dim", "Tab:")} complete`] : [],
          `${styleText("dim", "Enter:")} confirm`,
          `${styleText("dim", "Type:")} to search`
        ], g = [`${s}${S.join(" \u2022 ")}`, a], O = this.filteredOptions.length === 0 ? [] : limitOptions({
          cursor: this.cursor,
          options: this.filteredOptions,
          columnPadding: n ? 3 : 0,
          // for `|  ` when guide is shown
          rowPadding: i.length + g.length,
          style: (d, f) => $(
            d,
            d.disabled ? "disabled" : f ? "active" : "inactive"
          ),
          maxItems: t.maxItems,
          output: t.output
        });
        return [
          ...i,
          ...O.map((d) => `${s}${d}`),
          ...g
        ].join(`
`);
      }
    }
  }
}).prompt(), autocompleteMultiselect = (t) => {
  const c = (i, r, o, m) => {
    const p = o.includes(i.value), $ = i.label ?? String(i.value ?? ""), l = i.hint && m !== void 0 && i.value === m ? styleText("dim", ` (${i.hint})`) : "", s = p ? styleText("green", S_CHECKBOX_SELECTED) : styleText("dim", S_CHECKBOX_INACTIVE);
    return i.disabled ? `${styleText("gray", S_CHECKBOX_INACTIVE)} ${styleText(["strikethrough", "gray"], $)}` : r ? `${s} ${$}${l}` : `${s} ${styleText("dim", $)}`;
  }, n = new AutocompletePrompt({
    options: t.options,
    multiple: true,
    placeholder: t.placeholder,
    filter: t.filter ?? ((i, r) => dist_P(i, r)),
    validate: () => {
      if (t.required && n.selectedValues.length === 0)
        return "Please select at least one item";
    },
    initialValue: t.initialValues,
    signal: t.signal,
    input: t.input,
    output: t.output,
    render() {
      const i = t.withGuide ?? settings.withGuide, r = `${i ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  ${t.message}
`, o = this.userInput, m = t.placeholder, p = o === "" && m !== void 0, $ = this.isNavigating || p ? styleText("dim", p ? m : o) : this.userInputWithCursor, l = this.options, s = this.filteredOptions.length !== l.length ? styleText(
        "dim",
        ` (${this.filteredOptions.length} match${this.filteredOptions.length === 1 ? "" : "es"})`
      ) : "";
      switch (this.state) {
        case "submit":
          return `${r}${i ? `${styleText("gray", S_BAR)}  ` : ""}${styleText(
            "dim",
            `${this.selectedValues.length} items selected`
          )}`;
        case "cancel":
          return `${r}${i ? `${styleText("gray", S_BAR)}  ` : ""}${styleText(
            ["strikethrough", "dim"],
            o
          )}`;
        default: {
          const a = this.state === "error" ? "yellow" : "cyan", u = i ? `${styleText(a, S_BAR)}  ` : "", V = i ? styleText(a, S_BAR_END) : "", b = [
            `${styleText("dim", "\u2191/\u2193")} to navigate`,
            `${styleText("dim", this.isNavigating ? "Space/Tab:" : "Tab:")} select`,
            `${styleText("dim", "Enter:")} confirm`,
            `${styleText("dim", "Type:")} to search`
          ], y = this.filteredOptions.length === 0 && o ? [`${u}${styleText("yellow", "No matches found")}`] : [], S = this.state === "error" ? [`${u}${styleText("yellow", this.error)}`] : [], g = [
            ...`${r}${i ? styleText(a, S_BAR) : ""}`.split(`
`),
            `${u}${styleText("dim", "Search:")} ${$}${s}`,
            ...y,
            ...S
          ], O = [`${u}${b.join(" \u2022 ")}`, V], d = limitOptions({
            cursor: this.cursor,
            options: this.filteredOptions,
            style: (f, L) => c(f, L, this.selectedValues, this.focusedValue),
            maxItems: t.maxItems,
            output: t.output,
            rowPadding: g.length + O.length
          });
          return [
            ...g,
            ...d.map((f) => `${u}${f}`),
            ...O
          ].join(`
`);
        }
      }
    }
  });
  return n.prompt();
};

const K = [
  S_CORNER_TOP_LEFT,
  S_CORNER_TOP_RIGHT,
  S_CORNER_BOTTOM_LEFT,
  S_CORNER_BOTTOM_RIGHT
], Q = [S_BAR_START, S_BAR_START_RIGHT, S_BAR_END, S_BAR_END_RIGHT];
function A$1(n, e, t, o) {
  let i = t, f = t;
  return o === "center" ? i = Math.floor((e - n) / 2) : o === "right" && (i = e - n - t), f = e - i - n, [i, f];
}
const dist_U = (n) => n;
const box = (n = "", e = "", t) => {
  const o = t?.output ?? process.stdout, i = getColumns(o), R = 1 * 2, u = t?.titlePadding ?? 1, h = t?.contentPadding ?? 2, w = t?.width === void 0 || t.width === "auto" ? 1 : Math.min(1, t.width), m = t?.withGuide ?? settings.withGuide ? `${styleText("gray", S_BAR)} ` : "", b = t?.formatBorder ?? dist_U, a = (t?.rounded ? K : Q).map(b), _ = b(S_BAR_H), p = b(S_BAR), x = l(m), B = l(e), y = i - x;
  let r = Math.floor(i * w) - x;
  if (t?.width === "auto") {
    const c = n.split(`
`);
    let s = B + u * 2;
    for (const G of c) {
      const P = l(G) + h * 2;
      P > s && (s = P);
    }
    const g = s + R;
    g < r && (r = g);
  }
  r % 2 !== 0 && (r < y ? r++ : r--);
  const d = r - R, T = d - u * 2, S = B > T ? `${e.slice(0, T - 3)}...` : e, [O, W] = A$1(
    l(S),
    d,
    u,
    t?.titleAlign
  ), L = wrapAnsi(n, d - h * 2, {
    hard: true,
    trim: false
  });
  o.write(
    `${m}${a[0]}${_.repeat(O)}${S}${_.repeat(W)}${a[1]}
`
  );
  const E = L.split(`
`);
  for (const c of E) {
    const [s, g] = A$1(
      l(c),
      d,
      h,
      t?.contentAlign
    );
    o.write(
      `${m}${p}${" ".repeat(s)}${c}${" ".repeat(g)}${p}
`
    );
  }
  o.write(`${m}${a[2]}${_.repeat(d)}${a[3]}
`);
};

const dist_confirm = (e) => {
  const a = e.active ?? "Yes", o = e.inactive ?? "No";
  return new r({
    active: a,
    inactive: o,
    signal: e.signal,
    input: e.input,
    output: e.output,
    initialValue: e.initialValue ?? true,
    render() {
      const i = e.withGuide ?? dist_settings.withGuide, u = `${symbol(this.state)}  `, l = i ? `${(0,external_node_util_.styleText)("gray", S_BAR)}  ` : "", f = dist_wrapTextWithPrefix(
        e.output,
        e.message,
        l,
        u
      ), s = `${i ? `${(0,external_node_util_.styleText)("gray", S_BAR)}
` : ""}${f}
`, c = this.value ? a : o;
      switch (this.state) {
        case "submit": {
          const r = i ? `${(0,external_node_util_.styleText)("gray", S_BAR)}  ` : "";
          return `${s}${r}${(0,external_node_util_.styleText)("dim", c)}`;
        }
        case "cancel": {
          const r = i ? `${(0,external_node_util_.styleText)("gray", S_BAR)}  ` : "";
          return `${s}${r}${(0,external_node_util_.styleText)(["strikethrough", "dim"], c)}${i ? `
${(0,external_node_util_.styleText)("gray", S_BAR)}` : ""}`;
        }
        default: {
          const r = i ? `${(0,external_node_util_.styleText)("cyan", S_BAR)}  ` : "", g = i ? (0,external_node_util_.styleText)("cyan", S_BAR_END) : "";
          return `${s}${r}${this.value ? `${(0,external_node_util_.styleText)("green", S_RADIO_ACTIVE)} ${a}` : `${(0,external_node_util_.styleText)("dim", S_RADIO_INACTIVE)} ${(0,external_node_util_.styleText)("dim", a)}`}${e.vertical ? i ? `
${(0,external_node_util_.styleText)("cyan", S_BAR)}  ` : `
` : ` ${(0,external_node_util_.styleText)("dim", "/")} `}${this.value ? `${(0,external_node_util_.styleText)("dim", S_RADIO_INACTIVE)} ${(0,external_node_util_.styleText)("dim", o)}` : `${(0,external_node_util_.styleText)("green", S_RADIO_ACTIVE)} ${o}`}
${g}
`;
        }
      }
    }
  }).prompt();
};

const date = (e) => {
  const r = e.validate;
  return new DatePrompt({
    ...e,
    validate(t) {
      if (t === void 0)
        return e.defaultValue !== void 0 ? void 0 : r ? runValidation(r, t) : settings.date.messages.required;
      const o = (i) => i.toISOString().slice(0, 10);
      if (e.minDate && o(t) < o(e.minDate))
        return settings.date.messages.afterMin(e.minDate);
      if (e.maxDate && o(t) > o(e.maxDate))
        return settings.date.messages.beforeMax(e.maxDate);
      if (r) return runValidation(r, t);
    },
    render() {
      const t = (e?.withGuide ?? settings.withGuide) !== false, i = `${`${t ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  `}${e.message}
`, l = this.state !== "initial" ? this.state : "active", d = dist_b(this, l), c = this.value instanceof Date ? this.formattedValue : "";
      switch (this.state) {
        case "error": {
          const a = this.error ? `  ${styleText("yellow", this.error)}` : "", s = t ? `${styleText("yellow", S_BAR)}  ` : "", f = t ? styleText("yellow", S_BAR_END) : "";
          return `${i.trim()}
${s}${d}
${f}${a}
`;
        }
        case "submit": {
          const a = c ? `  ${styleText("dim", c)}` : "", s = t ? styleText("gray", S_BAR) : "";
          return `${i}${s}${a}`;
        }
        case "cancel": {
          const a = c ? `  ${styleText(["strikethrough", "dim"], c)}` : "", s = t ? styleText("gray", S_BAR) : "";
          return `${i}${s}${a}${c.trim() ? `
${s}` : ""}`;
        }
        default: {
          const a = t ? `${styleText("cyan", S_BAR)}  ` : "", s = t ? styleText("cyan", S_BAR_END) : "", f = t ? `${styleText("cyan", S_BAR)}  ` : "", g = this.inlineError ? `
${f}${styleText("yellow", this.inlineError)}` : "";
          return `${i}${a}${d}${g}
${s}
`;
        }
      }
    }
  }).prompt();
};
function dist_b(e, r) {
  const t = e.segmentValues, o = e.segmentCursor;
  if (r === "submit" || r === "cancel")
    return e.formattedValue;
  const i = styleText("gray", e.separator);
  return e.segments.map((l, d) => {
    const c = d === o.segmentIndex && !["submit", "cancel"].includes(r), a = dist_p[l.type];
    return x(t[l.type], { isActive: c, label: a });
  }).join(i);
}
function x(e, r) {
  const t = !e || e.replace(/_/g, "") === "";
  return r.isActive ? styleText("inverse", t ? r.label : e.replace(/_/g, " ")) : t ? styleText("dim", r.label) : e.replace(/_/g, styleText("dim", " "));
}
const dist_p = {
  year: "yyyy",
  month: "mm",
  day: "dd"
};

const group = async (o, r) => {
  const t = {}, p = Object.keys(o);
  for (const e of p) {
    const i = o[e], n = await i({ results: t })?.catch((a) => {
      throw a;
    });
    if (typeof r?.onCancel == "function" && isCancel(n)) {
      t[e] = "canceled", r.onCancel({ results: t });
      continue;
    }
    t[e] = n;
  }
  return t;
};

const MULTISELECT_INSTRUCTIONS = [
  `${(0,external_node_util_.styleText)("dim", "\u2191/\u2193")} to navigate`,
  `${(0,external_node_util_.styleText)("dim", "Space:")} select`,
  `${(0,external_node_util_.styleText)("dim", "Enter:")} confirm`
];
const dist_m = (n, u) => n.split(`
`).map((d) => u(d)).join(`
`);
const multiselect = (n) => {
  const u = (t, a) => {
    const r = t.label ?? String(t.value);
    return a === "disabled" ? `${styleText("gray", S_CHECKBOX_INACTIVE)} ${dist_m(r, (o) => styleText(["strikethrough", "gray"], o))}${t.hint ? ` ${styleText("dim", `(${t.hint ?? "disabled"})`)}` : ""}` : a === "active" ? `${styleText("cyan", S_CHECKBOX_ACTIVE)} ${r}${t.hint ? ` ${styleText("dim", `(${t.hint})`)}` : ""}` : a === "selected" ? `${styleText("green", S_CHECKBOX_SELECTED)} ${dist_m(r, (o) => styleText("dim", o))}${t.hint ? ` ${styleText("dim", `(${t.hint})`)}` : ""}` : a === "cancelled" ? `${dist_m(r, (o) => styleText(["strikethrough", "dim"], o))}` : a === "active-selected" ? `${styleText("green", S_CHECKBOX_SELECTED)} ${r}${t.hint ? ` ${styleText("dim", `(${t.hint})`)}` : ""}` : a === "submitted" ? `${dist_m(r, (o) => styleText("dim", o))}` : `${styleText("dim", S_CHECKBOX_INACTIVE)} ${dist_m(r, (o) => styleText("dim", o))}`;
  }, d = n.required ?? true, x = n.showInstructions ?? true;
  return new MultiSelectPrompt({
    options: n.options,
    signal: n.signal,
    input: n.input,
    output: n.output,
    initialValues: n.initialValues,
    required: d,
    cursorAt: n.cursorAt,
    validate(t) {
      if (d && (t === void 0 || t.length === 0))
        return `Please select at least one option.
${styleText(
          "reset",
          styleText(
            "dim",
            `Press ${styleText(["gray", "bgWhite", "inverse"], " space ")} to select, ${styleText(
              "gray",
              styleText("bgWhite", styleText("inverse", " enter "))
            )} to submit`
          )
        )}`;
    },
    render() {
      const t = n.withGuide ?? settings.withGuide, a = wrapTextWithPrefix(
        n.output,
        n.message,
        t ? `${symbolBar(this.state)}  ` : "",
        `${symbol(this.state)}  `
      ), r = `${t ? `${styleText("gray", S_BAR)}
` : ""}${a}
`, o = this.value ?? [], g = (i, l) => {
        if (i.disabled)
          return u(i, "disabled");
        const s = o.includes(i.value);
        return l && s ? u(i, "active-selected") : s ? u(i, "selected") : u(i, l ? "active" : "inactive");
      };
      switch (this.state) {
        case "submit": {
          const i = this.options.filter(({ value: s }) => o.includes(s)).map((s) => u(s, "submitted")).join(styleText("dim", ", ")) || styleText("dim", "none"), l = wrapTextWithPrefix(
            n.output,
            i,
            t ? `${styleText("gray", S_BAR)}  ` : ""
          );
          return `${r}${l}`;
        }
        case "cancel": {
          const i = this.options.filter(({ value: s }) => o.includes(s)).map((s) => u(s, "cancelled")).join(styleText("dim", ", "));
          if (i.trim() === "")
            return `${r}${styleText("gray", S_BAR)}`;
          const l = wrapTextWithPrefix(
            n.output,
            i,
            t ? `${styleText("gray", S_BAR)}  ` : ""
          );
          return `${r}${l}${t ? `
${styleText("gray", S_BAR)}` : ""}`;
        }
        case "error": {
          const i = t ? `${styleText("yellow", S_BAR)}  ` : "", l = this.error.split(`
`).map(
            ($, v) => v === 0 ? `${t ? `${styleText("yellow", S_BAR_END)}  ` : ""}${styleText("yellow", $)}` : `   ${$}`
          ).join(`
`), s = r.split(`
`).length, h = l.split(`
`).length + 1;
          return `${r}${i}${limitOptions({
            output: n.output,
            options: this.options,
            cursor: this.cursor,
            maxItems: n.maxItems,
            columnPadding: i.length,
            rowPadding: s + h,
            style: g
          }).join(`
${i}`)}
${l}
`;
        }
        default: {
          const i = t ? `${styleText("cyan", S_BAR)}  ` : "", l = r.split(`
`).length, s = x ? formatInstructionFooter(n.output, MULTISELECT_INSTRUCTIONS, t) : t ? [styleText("cyan", S_BAR_END)] : [], h = s.join(`
`), $ = s.length + 1;
          return `${r}${i}${limitOptions({
            output: n.output,
            options: this.options,
            cursor: this.cursor,
            maxItems: n.maxItems,
            columnPadding: i.length,
            rowPadding: l + $,
            style: g
          }).join(`
${i}`)}
${h}
`;
        }
      }
    }
  }).prompt();
};

const groupMultiselect = (r) => {
  const { selectableGroups: f = true, groupSpacing: x = 0 } = r, d = (n, l, p = []) => {
    const a = n.label ?? String(n.value), t = typeof n.group == "string", u = t && (p[p.indexOf(n) + 1] ?? { group: true }), s = t && u && u.group === true;
    let o = "", c = "";
    t && (f ? (o = s ? `${S_BAR_END} ` : `${S_BAR} `, c = s ? "  " : `${S_BAR} `) : o = "  ");
    let i = "";
    if (x > 0 && !t && (i = `
`.repeat(x)), l === "active")
      return wrapTextWithPrefix(
        r.output,
        `${a}${n.hint ? ` ${styleText("dim", `(${n.hint})`)}` : ""}`,
        `${i}${styleText("dim", o)} `,
        `${i}${styleText("dim", o)}${styleText("cyan", S_CHECKBOX_ACTIVE)} `,
        `${i}${styleText("dim", c)} `
      );
    if (l === "group-active")
      return wrapTextWithPrefix(
        r.output,
        a,
        `${i}${o} `,
        `${i}${o}${styleText("cyan", S_CHECKBOX_ACTIVE)} `,
        `${i}${c} `,
        (m) => styleText("dim", m)
      );
    if (l === "group-active-selected")
      return wrapTextWithPrefix(
        r.output,
        a,
        `${i}${o} `,
        `${i}${o}${styleText("green", S_CHECKBOX_SELECTED)} `,
        `${i}${c} `,
        (m) => styleText("dim", m)
      );
    if (l === "selected") {
      const m = t || f ? styleText("green", S_CHECKBOX_SELECTED) : "";
      return wrapTextWithPrefix(
        r.output,
        `${a}${n.hint ? ` (${n.hint})` : ""}`,
        `${i}${styleText("dim", o)} `,
        `${i}${styleText("dim", o)}${m} `,
        `${i}${styleText("dim", c)} `,
        (I) => styleText("dim", I)
      );
    }
    if (l === "cancelled")
      return `${styleText(["strikethrough", "dim"], a)}`;
    if (l === "active-selected")
      return wrapTextWithPrefix(
        r.output,
        `${a}${n.hint ? ` ${styleText("dim", `(${n.hint})`)}` : ""}`,
        `${i}${styleText("dim", o)} `,
        `${i}${styleText("dim", o)}${styleText("green", S_CHECKBOX_SELECTED)} `,
        `${i}${styleText("dim", c)} `
      );
    if (l === "submitted")
      return `${styleText("dim", a)}`;
    const h = t || f ? styleText("dim", S_CHECKBOX_INACTIVE) : "";
    return wrapTextWithPrefix(
      r.output,
      a,
      `${i}${styleText("dim", o)} `,
      `${i}${styleText("dim", o)}${h} `,
      `${i}${styleText("dim", c)} `,
      (m) => styleText("dim", m)
    );
  }, y = r.required ?? true, S = r.showInstructions ?? true;
  return new GroupMultiSelectPrompt({
    options: r.options,
    signal: r.signal,
    input: r.input,
    output: r.output,
    initialValues: r.initialValues,
    required: y,
    cursorAt: r.cursorAt,
    selectableGroups: f,
    validate(n) {
      if (y && (n === void 0 || n.length === 0))
        return `Please select at least one option.
${styleText(
          "reset",
          styleText(
            "dim",
            `Press ${styleText(["gray", "bgWhite", "inverse"], " space ")} to select, ${styleText(
              "gray",
              styleText(["bgWhite", "inverse"], " enter ")
            )} to submit`
          )
        )}`;
    },
    render() {
      const n = r.withGuide ?? settings.withGuide, l = `${n ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  ${r.message}
`, p = this.value ?? [], a = (t, u) => {
        const s = this.options, o = p.includes(t.value) || t.group === true && this.isGroupSelected(`${t.value}`);
        return !u && typeof t.group == "string" && this.options[this.cursor]?.value === t.group ? d(t, o ? "group-active-selected" : "group-active", s) : u && o ? d(t, "active-selected", s) : o ? d(t, "selected", s) : d(t, u ? "active" : "inactive", s);
      };
      switch (this.state) {
        case "submit": {
          const t = this.options.filter(({ value: s }) => p.includes(s)).map((s) => d(s, "submitted")), u = t.length === 0 ? "" : `  ${t.join(styleText("dim", ", "))}`;
          return `${l}${n ? styleText("gray", S_BAR) : ""}${u}`;
        }
        case "cancel": {
          const t = this.options.filter(({ value: u }) => p.includes(u)).map((u) => d(u, "cancelled")).join(styleText("dim", ", "));
          return `${l}${n ? `${styleText("gray", S_BAR)}  ` : ""}${t.trim() ? `${t}${n ? `
${styleText("gray", S_BAR)}` : ""}` : ""}`;
        }
        case "error": {
          const t = n ? `${styleText("yellow", S_BAR)}  ` : "", u = this.error.split(`
`).map(
            (i, h) => h === 0 ? `${n ? `${styleText("yellow", S_BAR_END)}  ` : ""}${styleText("yellow", i)}` : `   ${i}`
          ).join(`
`), s = l.split(`
`).length, o = u.split(`
`).length + 1, c = limitOptions({
            output: r.output,
            options: this.options,
            cursor: this.cursor,
            maxItems: r.maxItems,
            columnPadding: t.length,
            rowPadding: s + o,
            style: a
          }).join(`
${t}`);
          return `${l}${t}${c}
${u}
`;
        }
        default: {
          const t = n ? `${styleText("cyan", S_BAR)}  ` : "", u = l.split(`
`).length, s = S ? formatInstructionFooter(r.output, MULTISELECT_INSTRUCTIONS, n) : n ? [styleText("cyan", S_BAR_END)] : [], o = s.join(`
`), c = s.length + 1, i = limitOptions({
            output: r.output,
            options: this.options,
            cursor: this.cursor,
            maxItems: r.maxItems,
            columnPadding: t.length,
            rowPadding: u + c,
            style: a
          }).join(`
${t}`);
          return `${l}${t}${i}
${o}
`;
        }
      }
    }
  }).prompt();
};

const log = {
  message: (s = [], {
    symbol: e = (0,external_node_util_.styleText)("gray", S_BAR),
    secondarySymbol: r = (0,external_node_util_.styleText)("gray", S_BAR),
    output: m = process.stdout,
    spacing: l = 1,
    withGuide: c
  } = {}) => {
    const t = [], o = c ?? dist_settings.withGuide, f = o ? r : "", O = o ? `${e}  ` : "", u = o ? `${r}  ` : "";
    for (let i = 0; i < l; i++)
      t.push(f);
    const g = Array.isArray(s) ? s : s.split(`
`);
    if (g.length > 0) {
      const [i, ...y] = g;
      i.length > 0 ? t.push(`${O}${i}`) : t.push(o ? e : "");
      for (const p of y)
        p.length > 0 ? t.push(`${u}${p}`) : t.push(o ? r : "");
    }
    m.write(`${t.join(`
`)}
`);
  },
  info: (s, e) => {
    log.message(s, { ...e, symbol: (0,external_node_util_.styleText)("blue", S_INFO) });
  },
  success: (s, e) => {
    log.message(s, { ...e, symbol: (0,external_node_util_.styleText)("green", S_SUCCESS) });
  },
  step: (s, e) => {
    log.message(s, { ...e, symbol: (0,external_node_util_.styleText)("green", S_STEP_SUBMIT) });
  },
  warn: (s, e) => {
    log.message(s, { ...e, symbol: (0,external_node_util_.styleText)("yellow", S_WARN) });
  },
  /** alias for `log.warn()`. */
  warning: (s, e) => {
    log.warn(s, e);
  },
  error: (s, e) => {
    log.message(s, { ...e, symbol: (0,external_node_util_.styleText)("red", S_ERROR) });
  }
};

const cancel = (o = "", t) => {
  const i = t?.output ?? process.stdout, e = t?.withGuide ?? settings.withGuide ? `${styleText("gray", S_BAR_END)}  ` : "";
  i.write(`${e}${styleText("red", o)}

`);
}, intro = (o = "", t) => {
  const i = t?.output ?? process.stdout, e = t?.withGuide ?? settings.withGuide ? `${styleText("gray", S_BAR_START)}  ` : "";
  i.write(`${e}${o}
`);
}, outro = (o = "", t) => {
  const i = t?.output ?? process.stdout, e = t?.withGuide ?? settings.withGuide ? `${styleText("gray", S_BAR)}
${styleText("gray", S_BAR_END)}  ` : "";
  i.write(`${e}${o}

`);
};

const multiline = (e) => new MultiLinePrompt({
  validate: e.validate,
  placeholder: e.placeholder,
  defaultValue: e.defaultValue,
  initialValue: e.initialValue,
  showSubmit: e.showSubmit,
  output: e.output,
  signal: e.signal,
  input: e.input,
  render() {
    const i = e?.withGuide ?? settings.withGuide, o = `${`${i ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  `}${e.message}
`, h = e.placeholder && e.placeholder.length > 0 ? (
      // biome-ignore lint/style/noNonNullAssertion: guarded by placeholder.length > 0
      styleText("inverse", e.placeholder[0]) + styleText("dim", e.placeholder.slice(1))
    ) : styleText(["inverse", "hidden"], "_"), a = this.userInput ? this.userInputWithCursor : h, l = this.value ?? "", d = e.showSubmit ? `
  ${styleText(this.focused === "submit" ? "cyan" : "dim", "[ submit ]")}` : "";
    switch (this.state) {
      case "error": {
        const n = `${styleText("yellow", S_BAR)}  `, r = i ? wrapTextWithPrefix(e.output, a, n, void 0) : a, u = styleText("yellow", S_BAR_END);
        return `${o}${r}
${u}  ${styleText("yellow", this.error)}${d}
`;
      }
      case "submit": {
        const n = `${styleText("gray", S_BAR)}  `, r = i ? wrapTextWithPrefix(
          e.output,
          l,
          n,
          void 0,
          void 0,
          (u) => styleText("dim", u)
        ) : l ? styleText("dim", l) : "";
        return `${o}${r}`;
      }
      case "cancel": {
        const n = `${styleText("gray", S_BAR)}  `, r = i ? wrapTextWithPrefix(
          e.output,
          l,
          n,
          void 0,
          void 0,
          (u) => styleText(["strikethrough", "dim"], u)
        ) : l ? styleText(["strikethrough", "dim"], l) : "";
        return `${o}${r}`;
      }
      default: {
        const n = i ? `${styleText("cyan", S_BAR)}  ` : "", r = i ? styleText("cyan", S_BAR_END) : "", u = i ? wrapTextWithPrefix(e.output, a, n) : a;
        return `${o}${u}
${r}${d}
`;
      }
    }
  }
}).prompt();

const W = (o) => o, dist_C = (o, e, s) => {
  const a = {
    hard: true,
    trim: false
  }, i = wrapAnsi(o, e, a).split(`
`), c = i.reduce((n, t) => Math.max(l(t), n), 0), u = i.map(s).reduce((n, t) => Math.max(l(t), n), 0), g = e - (u - c);
  return wrapAnsi(o, g, a);
};
const note = (o = "", e = "", s) => {
  const a = s?.output ?? process$1.stdout, i = s?.withGuide ?? settings.withGuide, c = s?.format ?? W, g = ["", ...dist_C(o, getColumns(a) - 6, c).split(`
`).map(c), ""], n = l(e), t = Math.max(
    g.reduce((m, F) => {
      const O = l(F);
      return O > m ? O : m;
    }, 0),
    n
  ) + 2, h = g.map(
    (m) => `${styleText("gray", S_BAR)}  ${m}${" ".repeat(t - l(m))}${styleText("gray", S_BAR)}`
  ).join(`
`), T = i ? `${styleText("gray", S_BAR)}
` : "", l$1 = i ? S_CONNECT_LEFT : S_CORNER_BOTTOM_LEFT;
  a.write(
    `${T}${styleText("green", S_STEP_SUBMIT)}  ${styleText("reset", e)} ${styleText(
      "gray",
      S_BAR_H.repeat(Math.max(t - n - 1, 1)) + S_CORNER_TOP_RIGHT
    )}
${h}
${styleText("gray", l$1 + S_BAR_H.repeat(t + 2) + S_CORNER_BOTTOM_RIGHT)}
`
  );
};

const dist_password = (e) => new PasswordPrompt({
  validate: e.validate,
  mask: e.mask ?? S_PASSWORD_MASK,
  signal: e.signal,
  input: e.input,
  output: e.output,
  render() {
    const r = e.withGuide ?? settings.withGuide, o = `${r ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  ${e.message}
`, m = this.userInputWithCursor, i = this.masked;
    switch (this.state) {
      case "error": {
        const s = r ? `${styleText("yellow", S_BAR)}  ` : "", n = r ? `${styleText("yellow", S_BAR_END)}  ` : "", d = i ?? "";
        return e.clearOnError && this.clear(), `${o.trim()}
${s}${d}
${n}${styleText("yellow", this.error)}
`;
      }
      case "submit": {
        const s = r ? `${styleText("gray", S_BAR)}  ` : "", n = i ? styleText("dim", i) : "";
        return `${o}${s}${n}`;
      }
      case "cancel": {
        const s = r ? `${styleText("gray", S_BAR)}  ` : "", n = i ? styleText(["strikethrough", "dim"], i) : "";
        return `${o}${s}${n}${i && r ? `
${styleText("gray", S_BAR)}` : ""}`;
      }
      default: {
        const s = r ? `${styleText("cyan", S_BAR)}  ` : "", n = r ? styleText("cyan", S_BAR_END) : "";
        return `${o}${s}${m}
${n}
`;
      }
    }
  }
}).prompt();

const path = (e) => {
  const a = e.validate;
  return autocomplete({
    ...e,
    initialUserInput: e.initialValue ?? e.root ?? process.cwd(),
    maxItems: 5,
    completeOnTab: true,
    validate(t) {
      if (!Array.isArray(t)) {
        if (!t)
          return "Please select a path";
        if (a)
          return runValidation(a, t);
      }
    },
    options() {
      const t = this.userInput;
      if (t === "")
        return [];
      try {
        let i;
        const o = t.endsWith("/") || t.endsWith("\\");
        existsSync(t) ? lstatSync(t).isDirectory() && (!e.directory || o) ? i = t : i = dirname(t) : i = dirname(t);
        const m = t.length > 1 && o ? t.slice(0, -1) : t;
        return readdirSync(i).map((r) => {
          const n = join(i, r), l = lstatSync(n);
          return {
            name: r,
            path: n,
            isDirectory: l.isDirectory()
          };
        }).filter(
          ({ path: r, isDirectory: n }) => r.startsWith(m) && (n || !e.directory)
        ).map((r) => ({
          value: r.path
        }));
      } catch {
        return [];
      }
    }
  });
};

const Y = 3e4, Z = (c) => styleText("magenta", c);
const spinner = ({
  indicator: c = "dots",
  onCancel: b,
  output: n = process.stdout,
  cancelMessage: _,
  errorMessage: C,
  frames: M = unicode ? ["\u25D2", "\u25D0", "\u25D3", "\u25D1"] : ["\u2022", "o", "O", "0"],
  delay: O = unicode ? 80 : 120,
  signal: g,
  ...E
} = {}) => {
  const u = isCI(), h = isAccessible(E.accessible);
  let x, I, p = false, l = false, r = "", v, w = performance.now();
  const y = getColumns(n), F = E?.styleFrame ?? Z, S = (e) => {
    const s = e > 1 ? C ?? settings.messages.error : _ ?? settings.messages.cancel;
    l = e === 1, p && (m(s, e), l && typeof b == "function" && b());
  }, $ = () => S(2), a = () => S(1), H = () => {
    process.on("uncaughtExceptionMonitor", $), process.on("unhandledRejection", $), process.on("SIGINT", a), process.on("SIGTERM", a), process.on("exit", S), g && g.addEventListener("abort", a);
  }, B = () => {
    process.removeListener("uncaughtExceptionMonitor", $), process.removeListener("unhandledRejection", $), process.removeListener("SIGINT", a), process.removeListener("SIGTERM", a), process.removeListener("exit", S), g && g.removeEventListener("abort", a);
  }, R = () => {
    if (v === void 0) return;
    u && n.write(`
`);
    const s = wrapAnsi(v, y, {
      hard: true,
      trim: false
    }).split(`
`);
    s.length > 1 && n.write(cursor.up(s.length - 1)), n.write(cursor.to(0)), n.write(erase.down());
  }, L = (e) => e.replace(/\.+$/, ""), T = (e) => {
    const s = (performance.now() - e) / 1e3, i = Math.floor(s / 60), t = Math.floor(s % 60);
    return i > 0 ? `[${i}m ${t}s]` : `[${t}s]`;
  }, N = E.withGuide ?? settings.withGuide, P = (e = "") => {
    if (p = true, l = false, r = L(e), w = performance.now(), H(), h) {
      r !== "" && n.write(`${r}
`), I = setInterval(() => {
        n.write(r === "" ? `still working
` : `still working: ${r}
`);
      }, Y);
      return;
    }
    x = block({ output: n }), N && n.write(`${styleText("gray", S_BAR)}
`);
    let s = 0, i = 0;
    I = setInterval(() => {
      if (u && r === v)
        return;
      R(), v = r;
      const t = F(M[s]);
      let o;
      if (u)
        o = `${t}  ${r}...`;
      else if (c === "timer")
        o = `${t}  ${r} ${T(w)}`;
      else {
        const j = ".".repeat(Math.floor(i)).slice(0, 3);
        o = `${t}  ${r}${j}`;
      }
      const D = wrapAnsi(o, y, {
        hard: true,
        trim: false
      });
      n.write(D), s = s + 1 < M.length ? s + 1 : 0, i = i < 4 ? i + 0.125 : 0;
    }, O);
  }, m = (e = "", s = 0, i = false) => {
    if (p) {
      if (p = false, l = s === 1, clearInterval(I), h || R(), r = e ?? r, !i)
        if (h) {
          const t = s === 1 ? _ ?? settings.messages.cancel : s === 2 ? C ?? settings.messages.error : "Done", o = r || t;
          c === "timer" ? n.write(`${o} ${T(w)}
`) : n.write(`${o}
`);
        } else {
          const t = s === 0 ? styleText("green", S_STEP_SUBMIT) : s === 1 ? styleText("red", S_STEP_CANCEL) : styleText("red", S_STEP_ERROR);
          c === "timer" ? n.write(`${t}  ${r} ${T(w)}
`) : n.write(`${t}  ${r}
`);
        }
      B(), x?.();
    }
  };
  return {
    start: P,
    stop: (e = "") => m(e, 0),
    message: (e = "") => {
      r = L(e ?? r);
    },
    cancel: (e = "") => m(e, 1),
    error: (e = "") => m(e, 2),
    clear: () => m("", 0, true),
    get isCancelled() {
      return l;
    }
  };
};

const dist_u = {
  light: unicodeOr("\u2500", "-"),
  heavy: unicodeOr("\u2501", "="),
  block: unicodeOr("\u2588", "#")
};
function progress({
  style: o = "heavy",
  max: d = 100,
  size: v = 40,
  ...x
} = {}) {
  const r = spinner(x);
  let a = 0, n = "";
  const c = Math.max(1, d), l = Math.max(1, v), S = (t) => {
    switch (t) {
      case "initial":
      case "active":
        return (e) => styleText("magenta", e);
      case "error":
      case "cancel":
        return (e) => styleText("red", e);
      case "submit":
        return (e) => styleText("green", e);
      default:
        return (e) => styleText("magenta", e);
    }
  }, p = (t, e) => {
    const m = Math.floor(a / c * l);
    return `${S(t)(dist_u[o].repeat(m))}${styleText("dim", dist_u[o].repeat(l - m))} ${e}`;
  }, h = (t = "") => {
    n = t, r.start(p("initial", t));
  }, g = (t = 1, e) => {
    a = Math.min(c, t + a), r.message(p("active", e ?? n)), n = e ?? n;
  };
  return {
    start: h,
    stop: r.stop,
    cancel: r.cancel,
    error: r.error,
    clear: r.clear,
    advance: g,
    get isCancelled() {
      return r.isCancelled;
    },
    message: (t) => g(0, t)
  };
}

const SELECT_INSTRUCTIONS = [
  `${(0,external_node_util_.styleText)("dim", "\u2191/\u2193")} to navigate`,
  `${(0,external_node_util_.styleText)("dim", "Enter:")} confirm`
];
const dist_c = (t, o) => t.includes(`
`) ? t.split(`
`).map((d) => o(d)).join(`
`) : o(t);
const dist_select = (t) => {
  const o = (n, m) => {
    if (n === void 0)
      return "";
    const s = n.label ?? String(n.value);
    switch (m) {
      case "disabled":
        return `${styleText("gray", S_RADIO_INACTIVE)} ${dist_c(s, (i) => styleText("gray", i))}${n.hint ? ` ${styleText("dim", `(${n.hint ?? "disabled"})`)}` : ""}`;
      case "selected":
        return `${dist_c(s, (i) => styleText("dim", i))}`;
      case "active":
        return `${styleText("green", S_RADIO_ACTIVE)} ${s}${n.hint ? ` ${styleText("dim", `(${n.hint})`)}` : ""}`;
      case "cancelled":
        return `${dist_c(s, (i) => styleText(["strikethrough", "dim"], i))}`;
      default:
        return `${styleText("dim", S_RADIO_INACTIVE)} ${dist_c(s, (i) => styleText("dim", i))}`;
    }
  }, d = t.showInstructions ?? true;
  return new SelectPrompt({
    options: t.options,
    signal: t.signal,
    input: t.input,
    output: t.output,
    initialValue: t.initialValue,
    render() {
      const n = t.withGuide ?? settings.withGuide, m = `${symbol(this.state)}  `, s = `${symbolBar(this.state)}  `, i = wrapTextWithPrefix(
        t.output,
        t.message,
        s,
        m
      ), u = `${n ? `${styleText("gray", S_BAR)}
` : ""}${i}
`;
      switch (this.state) {
        case "submit": {
          const r = n ? `${styleText("gray", S_BAR)}  ` : "", a = wrapTextWithPrefix(
            t.output,
            o(this.options[this.cursor], "selected"),
            r
          );
          return `${u}${a}`;
        }
        case "cancel": {
          const r = n ? `${styleText("gray", S_BAR)}  ` : "", a = wrapTextWithPrefix(
            t.output,
            o(this.options[this.cursor], "cancelled"),
            r
          );
          return `${u}${a}${n ? `
${styleText("gray", S_BAR)}` : ""}`;
        }
        default: {
          const r = n ? `${styleText("cyan", S_BAR)}  ` : "", a = u.split(`
`).length, p = d ? formatInstructionFooter(t.output, SELECT_INSTRUCTIONS, n) : n ? [styleText("cyan", S_BAR_END)] : [], f = p.join(`
`), b = p.length + 1;
          return `${u}${r}${limitOptions({
            output: t.output,
            cursor: this.cursor,
            options: this.options,
            maxItems: t.maxItems,
            columnPadding: r.length,
            rowPadding: a + b,
            style: (g, x) => o(g, g.disabled ? "disabled" : x ? "active" : "inactive")
          }).join(`
${r}`)}
${f}
`;
        }
      }
    }
  }).prompt();
};

const selectKey = (i) => {
  const c = (e, a = "inactive") => {
    if (e === void 0)
      return "";
    const n = e.label ?? String(e.value);
    return a === "disabled" ? `${styleText("dim", ` ${e.value} `)} ${styleText("gray", n)}${e.hint ? ` ${styleText("dim", `(${e.hint})`)}` : ""}` : a === "selected" ? `${styleText("dim", n)}` : a === "cancelled" ? `${styleText(["strikethrough", "dim"], n)}` : a === "active" ? `${styleText(["bgCyan", "gray"], ` ${e.value} `)} ${n}${e.hint ? ` ${styleText("dim", `(${e.hint})`)}` : ""}` : `${styleText(["gray", "bgWhite", "inverse"], ` ${e.value} `)} ${n}${e.hint ? ` ${styleText("dim", `(${e.hint})`)}` : ""}`;
  };
  return new SelectKeyPrompt({
    options: i.options,
    signal: i.signal,
    input: i.input,
    output: i.output,
    initialValue: i.initialValue,
    caseSensitive: i.caseSensitive,
    render() {
      const e = i.withGuide ?? settings.withGuide, a = `${e ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  ${i.message}
`;
      switch (this.state) {
        case "submit": {
          const n = e ? `${styleText("gray", S_BAR)}  ` : "", r = this.options.find((l) => l.value === this.value) ?? i.options[0], u = wrapTextWithPrefix(
            i.output,
            c(r, "selected"),
            n
          );
          return `${a}${u}`;
        }
        case "cancel": {
          const n = e ? `${styleText("gray", S_BAR)}  ` : "", r = wrapTextWithPrefix(
            i.output,
            c(this.options[0], "cancelled"),
            n
          );
          return `${a}${r}${e ? `
${styleText("gray", S_BAR)}` : ""}`;
        }
        default: {
          const n = e ? `${styleText("cyan", S_BAR)}  ` : "", r = e ? styleText("cyan", S_BAR_END) : "", u = this.options.map(
            (l, $) => wrapTextWithPrefix(
              i.output,
              c(
                l,
                l.disabled ? "disabled" : $ === this.cursor ? "active" : "inactive"
              ),
              n
            )
          ).join(`
`);
          return `${a}${u}
${r}
`;
        }
      }
    }
  }).prompt();
};

const i = `${(0,external_node_util_.styleText)("gray", S_BAR)}  `;
const stream = {
  message: async (e, { symbol: l = (0,external_node_util_.styleText)("gray", S_BAR) } = {}) => {
    process.stdout.write(`${(0,external_node_util_.styleText)("gray", S_BAR)}
${l}  `);
    let s = 3;
    for await (let r of e) {
      r = r.replace(/\n/g, `
${i}`), r.includes(`
`) && (s = 3 + (0,external_node_util_.stripVTControlCharacters)(r.slice(r.lastIndexOf(`
`))).length);
      const o = (0,external_node_util_.stripVTControlCharacters)(r).length;
      s + o < process.stdout.columns ? (s += o, process.stdout.write(r)) : (process.stdout.write(`
${i}${r.trimStart()}`), s = 3 + (0,external_node_util_.stripVTControlCharacters)(r.trimStart()).length);
    }
    process.stdout.write(`
`);
  },
  info: (e) => stream.message(e, { symbol: (0,external_node_util_.styleText)("blue", S_INFO) }),
  success: (e) => stream.message(e, { symbol: (0,external_node_util_.styleText)("green", S_SUCCESS) }),
  step: (e) => stream.message(e, { symbol: (0,external_node_util_.styleText)("green", S_STEP_SUBMIT) }),
  warn: (e) => stream.message(e, { symbol: (0,external_node_util_.styleText)("yellow", S_WARN) }),
  /** alias for `log.warn()`. */
  warning: (e) => stream.warn(e),
  error: (e) => stream.message(e, { symbol: (0,external_node_util_.styleText)("red", S_ERROR) })
};

const tasks = async (o, e) => {
  for (const t of o) {
    if (t.enabled === false) continue;
    const s = spinner(e);
    s.start(t.title);
    const n = await t.task(s.message);
    s.stop(n || t.title);
  }
};

const A = (l) => l.replace(/\x1b\[(?:\d+;)*\d*[ABCDEFGHfJKSTsu]|\x1b\[(s|u)/g, "");
const taskLog = (l) => {
  const r = l.output ?? process.stdout, O = getColumns(r), i = styleText("gray", S_BAR), p = l.spacing ?? 1, k = 3, m = l.retainLog === true, d = !isCI() && isTTY(r);
  r.write(`${i}
`), r.write(`${styleText("green", S_STEP_SUBMIT)}  ${l.title}
`);
  for (let e = 0; e < p; e++)
    r.write(`${i}
`);
  const n = [
    {
      value: "",
      full: ""
    }
  ];
  let v = false;
  const f = (e) => {
    if (n.length === 0)
      return;
    let s = 0;
    e && (s += p + 2);
    for (const t of n) {
      const { value: o, result: a } = t;
      let g = a?.message ?? o;
      if (g.length === 0)
        continue;
      a === void 0 && t.header !== void 0 && t.header !== "" && (g += `
${t.header}`);
      const E = g.split(`
`).reduce((b, w) => w === "" ? b + 1 : b + Math.ceil((w.length + k) / O), 0);
      s += E;
    }
    s > 0 && (s += 1, r.write(erase.lines(s)));
  }, h = (e, s, t) => {
    const o = t ? `${e.full}
${e.value}` : e.value;
    e.header !== void 0 && e.header !== "" && log.message(
      e.header.split(`
`).map((a) => styleText("bold", a)),
      {
        output: r,
        secondarySymbol: i,
        symbol: i,
        spacing: 0
      }
    ), log.message(
      o.split(`
`).map((a) => styleText("dim", a)),
      {
        output: r,
        secondarySymbol: i,
        symbol: i,
        spacing: s ?? p
      }
    );
  }, T = () => {
    for (const e of n) {
      const { header: s, value: t, full: o } = e;
      (s === void 0 || s.length === 0) && t.length === 0 || h(e, void 0, m === true && o.length > 0);
    }
  }, L = (e, s, t) => {
    if (f(false), (t?.raw !== true || !v) && e.value !== "" && (e.value += `
`), e.value += A(s), v = t?.raw === true, l.limit !== void 0) {
      const o = e.value.split(`
`), a = o.length - l.limit;
      if (a > 0) {
        const g = o.splice(0, a);
        m && (e.full += (e.full === "" ? "" : `
`) + g.join(`
`));
      }
      e.value = o.join(`
`);
    }
    d && y();
  }, y = () => {
    for (const e of n)
      e.result ? e.result.status === "error" ? log.error(e.result.message, { output: r, secondarySymbol: i, spacing: 0 }) : log.success(e.result.message, { output: r, secondarySymbol: i, spacing: 0 }) : e.value !== "" && h(e, 0);
  }, B = (e, s) => {
    f(false), e.result = s, d && y();
  };
  return {
    message(e, s) {
      L(n[0], e, s);
    },
    group(e) {
      const s = {
        header: e,
        value: "",
        full: ""
      };
      return n.push(s), {
        message(t, o) {
          L(s, t, o);
        },
        error(t) {
          B(s, {
            status: "error",
            message: t
          });
        },
        success(t) {
          B(s, {
            status: "success",
            message: t
          });
        }
      };
    },
    error(e, s) {
      f(true), log.error(e, { output: r, secondarySymbol: i, spacing: 1 }), s?.showLog !== false && T(), n.splice(1, n.length - 1), n[0].value = "", n[0].full = "";
    },
    success(e, s) {
      f(true), log.success(e, { output: r, secondarySymbol: i, spacing: 1 }), s?.showLog === true && T(), n.splice(1, n.length - 1), n[0].value = "", n[0].full = "";
    }
  };
};

const dist_text = (t) => new TextPrompt({
  validate: t.validate,
  placeholder: t.placeholder,
  defaultValue: t.defaultValue,
  initialValue: t.initialValue,
  output: t.output,
  signal: t.signal,
  input: t.input,
  render() {
    const r = t?.withGuide ?? settings.withGuide, l = `${`${r ? `${styleText("gray", S_BAR)}
` : ""}${symbol(this.state)}  `}${t.message}
`, d = t.placeholder && t.placeholder.length > 0 ? (
      // biome-ignore lint/style/noNonNullAssertion: guarded by placeholder.length > 0
      styleText("inverse", t.placeholder[0]) + styleText("dim", t.placeholder.slice(1))
    ) : styleText(["inverse", "hidden"], "_"), o = this.userInput ? this.userInputWithCursor : d, s = this.value ?? "";
    switch (this.state) {
      case "validating": {
        const n = r ? `${styleText("cyan", S_BAR)}  ` : "", i = r ? styleText("cyan", S_BAR_END) : "", c = styleText("dim", o), $ = styleText("dim", "Validating...");
        return `${l}${n}${c}
${i}  ${$}
`;
      }
      case "error": {
        const n = this.error ? `  ${styleText("yellow", this.error)}` : "", i = r ? `${styleText("yellow", S_BAR)}  ` : "", c = r ? styleText("yellow", S_BAR_END) : "";
        return `${l.trim()}
${i}${o}
${c}${n}
`;
      }
      case "submit": {
        const n = s ? `${r ? "  " : ""}${styleText("dim", s)}` : "", i = r ? styleText("gray", S_BAR) : "";
        return `${l}${i}${n}`;
      }
      case "cancel": {
        const n = s ? `  ${styleText(["strikethrough", "dim"], s)}` : "", i = r ? styleText("gray", S_BAR) : "";
        return `${l}${i}${n}${s.trim() ? `
${i}` : ""}`;
      }
      default: {
        const n = r ? `${styleText("cyan", S_BAR)}  ` : "", i = r ? styleText("cyan", S_BAR_END) : "";
        return `${l}${n}${o}
${i}
`;
      }
    }
  }
}).prompt();




/***/ }),

/***/ 3223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ fast_string_width_dist)
});

;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/utils.js
/* MAIN */
const getCodePointsLength = (() => {
    const SURROGATE_PAIR_RE = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    return (input) => {
        let surrogatePairsNr = 0;
        SURROGATE_PAIR_RE.lastIndex = 0;
        while (SURROGATE_PAIR_RE.test(input)) {
            surrogatePairsNr += 1;
        }
        return input.length - surrogatePairsNr;
    };
})();
const isFullWidth = (x) => {
    return x === 0x3000 || x >= 0xFF01 && x <= 0xFF60 || x >= 0xFFE0 && x <= 0xFFE6;
};
const isWideNotCJKTNotEmoji = (x) => {
    return x === 0x231B || x === 0x2329 || x >= 0x2FF0 && x <= 0x2FFF || x >= 0x3001 && x <= 0x303E || x >= 0x3099 && x <= 0x30FF || x >= 0x3105 && x <= 0x312F || x >= 0x3131 && x <= 0x318E || x >= 0x3190 && x <= 0x31E3 || x >= 0x31EF && x <= 0x321E || x >= 0x3220 && x <= 0x3247 || x >= 0x3250 && x <= 0x4DBF || x >= 0xFE10 && x <= 0xFE19 || x >= 0xFE30 && x <= 0xFE52 || x >= 0xFE54 && x <= 0xFE66 || x >= 0xFE68 && x <= 0xFE6B || x >= 0x1F200 && x <= 0x1F202 || x >= 0x1F210 && x <= 0x1F23B || x >= 0x1F240 && x <= 0x1F248 || x >= 0x20000 && x <= 0x2FFFD || x >= 0x30000 && x <= 0x3FFFD;
};
/* EXPORT */


;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/index.js
/* IMPORT */

/* HELPERS */
const ANSI_RE = /[\u001b\u009b][[()#;?]*(?:[0-9]{1,4}(?:;[0-9]{0,4})*)?[0-9A-ORZcf-nqry=><]|\u001b\]8;[^;]*;.*?(?:\u0007|\u001b\u005c)/y;
const CONTROL_RE = /[\x00-\x08\x0A-\x1F\x7F-\x9F]{1,1000}/y;
const CJKT_WIDE_RE = /(?:(?![\uFF61-\uFF9F\uFF00-\uFFEF])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Tangut}]){1,1000}/yu;
const TAB_RE = /\t{1,1000}/y;
const EMOJI_RE = /[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation}|\p{Emoji}\uFE0F\u20E3?))*/yu;
const LATIN_RE = /(?:[\x20-\x7E\xA0-\xFF](?!\uFE0F)){1,1000}/y;
const MODIFIER_RE = /\p{M}+/gu;
const NO_TRUNCATION = { limit: Infinity, ellipsis: '' };
/* MAIN */
const getStringTruncatedWidth = (input, truncationOptions = {}, widthOptions = {}) => {
    /* CONSTANTS */
    const LIMIT = truncationOptions.limit ?? Infinity;
    const ELLIPSIS = truncationOptions.ellipsis ?? '';
    const ELLIPSIS_WIDTH = truncationOptions?.ellipsisWidth ?? (ELLIPSIS ? getStringTruncatedWidth(ELLIPSIS, NO_TRUNCATION, widthOptions).width : 0);
    const ANSI_WIDTH = 0;
    const CONTROL_WIDTH = widthOptions.controlWidth ?? 0;
    const TAB_WIDTH = widthOptions.tabWidth ?? 8;
    const EMOJI_WIDTH = widthOptions.emojiWidth ?? 2;
    const FULL_WIDTH_WIDTH = 2;
    const REGULAR_WIDTH = widthOptions.regularWidth ?? 1;
    const WIDE_WIDTH = widthOptions.wideWidth ?? FULL_WIDTH_WIDTH;
    const PARSE_BLOCKS = [
        [LATIN_RE, REGULAR_WIDTH],
        [ANSI_RE, ANSI_WIDTH],
        [CONTROL_RE, CONTROL_WIDTH],
        [TAB_RE, TAB_WIDTH],
        [EMOJI_RE, EMOJI_WIDTH],
        [CJKT_WIDE_RE, WIDE_WIDTH],
    ];
    /* STATE */
    let indexPrev = 0;
    let index = 0;
    let length = input.length;
    let lengthExtra = 0;
    let truncationEnabled = false;
    let truncationIndex = length;
    let truncationLimit = Math.max(0, LIMIT - ELLIPSIS_WIDTH);
    let unmatchedStart = 0;
    let unmatchedEnd = 0;
    let width = 0;
    let widthExtra = 0;
    /* PARSE LOOP */
    outer: while (true) {
        /* UNMATCHED */
        if ((unmatchedEnd > unmatchedStart) || (index >= length && index > indexPrev)) {
            const unmatched = input.slice(unmatchedStart, unmatchedEnd) || input.slice(indexPrev, index);
            lengthExtra = 0;
            for (const char of unmatched.replaceAll(MODIFIER_RE, '')) {
                const codePoint = char.codePointAt(0) || 0;
                if (isFullWidth(codePoint)) {
                    widthExtra = FULL_WIDTH_WIDTH;
                }
                else if (isWideNotCJKTNotEmoji(codePoint)) {
                    widthExtra = WIDE_WIDTH;
                }
                else {
                    widthExtra = REGULAR_WIDTH;
                }
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, Math.max(unmatchedStart, indexPrev) + lengthExtra);
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                lengthExtra += char.length;
                width += widthExtra;
            }
            unmatchedStart = unmatchedEnd = 0;
        }
        /* EXITING */
        if (index >= length) {
            break outer;
        }
        /* PARSE BLOCKS */
        for (let i = 0, l = PARSE_BLOCKS.length; i < l; i++) {
            const [BLOCK_RE, BLOCK_WIDTH] = PARSE_BLOCKS[i];
            BLOCK_RE.lastIndex = index;
            if (BLOCK_RE.test(input)) {
                lengthExtra = BLOCK_RE === CJKT_WIDE_RE ? getCodePointsLength(input.slice(index, BLOCK_RE.lastIndex)) : BLOCK_RE === EMOJI_RE ? 1 : BLOCK_RE.lastIndex - index;
                widthExtra = lengthExtra * BLOCK_WIDTH;
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, index + Math.floor((truncationLimit - width) / BLOCK_WIDTH));
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                width += widthExtra;
                unmatchedStart = indexPrev;
                unmatchedEnd = index;
                index = indexPrev = BLOCK_RE.lastIndex;
                continue outer;
            }
        }
        /* UNMATCHED INDEX */
        index += 1;
    }
    /* RETURN */
    return {
        width: truncationEnabled ? truncationLimit : width,
        index: truncationEnabled ? truncationIndex : length,
        truncated: truncationEnabled,
        ellipsed: truncationEnabled && LIMIT >= ELLIPSIS_WIDTH
    };
};
/* EXPORT */
/* harmony default export */ const dist = (getStringTruncatedWidth);

;// CONCATENATED MODULE: ./node_modules/fast-string-width/dist/index.js
/* IMPORT */

/* HELPERS */
const dist_NO_TRUNCATION = {
    limit: Infinity,
    ellipsis: '',
    ellipsisWidth: 0,
};
/* MAIN */
const fastStringWidth = (input, options = {}) => {
    return dist(input, dist_NO_TRUNCATION, options).width;
};
/* EXPORT */
/* harmony default export */ const fast_string_width_dist = (fastStringWidth);


/***/ }),

/***/ 8483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ wrapAnsi)
/* harmony export */ });
/* harmony import */ var fast_string_width__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3223);

const ESC = '\x1B';
const CSI = '\x9B';
const END_CODE = 39;
const ANSI_ESCAPE_BELL = '\u0007';
const ANSI_CSI = '[';
const ANSI_OSC = ']';
const ANSI_SGR_TERMINATOR = 'm';
const ANSI_ESCAPE_LINK = `${ANSI_OSC}8;;`;
const GROUP_REGEX = new RegExp(`(?:\\${ANSI_CSI}(?<code>\\d+)m|\\${ANSI_ESCAPE_LINK}(?<uri>.*)${ANSI_ESCAPE_BELL})`, 'y');
const getClosingCode = (openingCode) => {
    if (openingCode >= 30 && openingCode <= 37)
        return 39;
    if (openingCode >= 90 && openingCode <= 97)
        return 39;
    if (openingCode >= 40 && openingCode <= 47)
        return 49;
    if (openingCode >= 100 && openingCode <= 107)
        return 49;
    if (openingCode === 1 || openingCode === 2)
        return 22;
    if (openingCode === 3)
        return 23;
    if (openingCode === 4)
        return 24;
    if (openingCode === 7)
        return 27;
    if (openingCode === 8)
        return 28;
    if (openingCode === 9)
        return 29;
    if (openingCode === 0)
        return 0;
    return undefined;
};
const wrapAnsiCode = (code) => `${ESC}${ANSI_CSI}${code}${ANSI_SGR_TERMINATOR}`;
const wrapAnsiHyperlink = (url) => `${ESC}${ANSI_ESCAPE_LINK}${url}${ANSI_ESCAPE_BELL}`;
const wrapWord = (rows, word, columns) => {
    const characters = word[Symbol.iterator]();
    let isInsideEscape = false;
    let isInsideLinkEscape = false;
    let lastRow = rows.at(-1);
    let visible = lastRow === undefined ? 0 : (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(lastRow);
    let currentCharacter = characters.next();
    let nextCharacter = characters.next();
    let rawCharacterIndex = 0;
    while (!currentCharacter.done) {
        const character = currentCharacter.value;
        const characterLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(character);
        if (visible + characterLength <= columns) {
            rows[rows.length - 1] += character;
        }
        else {
            rows.push(character);
            visible = 0;
        }
        if (character === ESC || character === CSI) {
            isInsideEscape = true;
            isInsideLinkEscape = word.startsWith(ANSI_ESCAPE_LINK, rawCharacterIndex + 1);
        }
        if (isInsideEscape) {
            if (isInsideLinkEscape) {
                if (character === ANSI_ESCAPE_BELL) {
                    isInsideEscape = false;
                    isInsideLinkEscape = false;
                }
            }
            else if (character === ANSI_SGR_TERMINATOR) {
                isInsideEscape = false;
            }
        }
        else {
            visible += characterLength;
            if (visible === columns && !nextCharacter.done) {
                rows.push('');
                visible = 0;
            }
        }
        currentCharacter = nextCharacter;
        nextCharacter = characters.next();
        rawCharacterIndex += character.length;
    }
    lastRow = rows.at(-1);
    if (!visible && lastRow !== undefined && lastRow.length && rows.length > 1) {
        rows[rows.length - 2] += rows.pop();
    }
};
const stringVisibleTrimSpacesRight = (string) => {
    const words = string.split(' ');
    let last = words.length;
    while (last) {
        if ((0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(words[last - 1])) {
            break;
        }
        last--;
    }
    if (last === words.length) {
        return string;
    }
    return words.slice(0, last).join(' ') + words.slice(last).join('');
};
const exec = (string, columns, options = {}) => {
    if (options.trim !== false && string.trim() === '') {
        return '';
    }
    let returnValue = '';
    let escapeCode;
    let escapeUrl;
    const words = string.split(' ');
    let rows = [''];
    let rowLength = 0;
    for (let index = 0; index < words.length; index++) {
        const word = words[index];
        if (options.trim !== false) {
            const row = rows.at(-1) ?? '';
            const trimmed = row.trimStart();
            if (row.length !== trimmed.length) {
                rows[rows.length - 1] = trimmed;
                rowLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(trimmed);
            }
        }
        if (index !== 0) {
            if (rowLength >= columns &&
                (options.wordWrap === false || options.trim === false)) {
                rows.push('');
                rowLength = 0;
            }
            if (rowLength || options.trim === false) {
                rows[rows.length - 1] += ' ';
                rowLength++;
            }
        }
        const wordLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(word);
        if (options.hard && wordLength > columns) {
            const remainingColumns = columns - rowLength;
            const breaksStartingThisLine = 1 + Math.floor((wordLength - remainingColumns - 1) / columns);
            const breaksStartingNextLine = Math.floor((wordLength - 1) / columns);
            if (breaksStartingNextLine < breaksStartingThisLine) {
                rows.push('');
            }
            wrapWord(rows, word, columns);
            rowLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(rows.at(-1) ?? '');
            continue;
        }
        if (rowLength + wordLength > columns && rowLength && wordLength) {
            if (options.wordWrap === false && rowLength < columns) {
                wrapWord(rows, word, columns);
                rowLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(rows.at(-1) ?? '');
                continue;
            }
            rows.push('');
            rowLength = 0;
        }
        if (rowLength + wordLength > columns && options.wordWrap === false) {
            wrapWord(rows, word, columns);
            rowLength = (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(rows.at(-1) ?? '');
            continue;
        }
        rows[rows.length - 1] += word;
        rowLength += wordLength;
    }
    if (options.trim !== false) {
        rows = rows.map((row) => stringVisibleTrimSpacesRight(row));
    }
    const preString = rows.join('\n');
    let inSurrogate = false;
    for (let i = 0; i < preString.length; i++) {
        const character = preString[i];
        returnValue += character;
        if (!inSurrogate) {
            inSurrogate = character >= '\ud800' && character <= '\udbff';
            if (inSurrogate) {
                continue;
            }
        }
        else {
            inSurrogate = false;
        }
        if (character === ESC || character === CSI) {
            GROUP_REGEX.lastIndex = i + 1;
            const groupsResult = GROUP_REGEX.exec(preString);
            const groups = groupsResult?.groups;
            if (groups?.code !== undefined) {
                const code = Number.parseFloat(groups.code);
                escapeCode = code === END_CODE ? undefined : code;
            }
            else if (groups?.uri !== undefined) {
                escapeUrl = groups.uri.length === 0 ? undefined : groups.uri;
            }
        }
        if (preString[i + 1] === '\n') {
            if (escapeUrl) {
                returnValue += wrapAnsiHyperlink('');
            }
            const closingCode = escapeCode ? getClosingCode(escapeCode) : undefined;
            if (escapeCode && closingCode) {
                returnValue += wrapAnsiCode(closingCode);
            }
        }
        else if (character === '\n') {
            if (escapeCode && getClosingCode(escapeCode)) {
                returnValue += wrapAnsiCode(escapeCode);
            }
            if (escapeUrl) {
                returnValue += wrapAnsiHyperlink(escapeUrl);
            }
        }
    }
    return returnValue;
};
const CRLF_OR_LF = /\r?\n/;
function wrapAnsi(string, columns, options) {
    return String(string)
        .normalize()
        .split(CRLF_OR_LF)
        .map((line) => exec(line, columns, options))
        .join('\n');
}


/***/ })

};
