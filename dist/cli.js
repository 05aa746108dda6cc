#!/usr/bin/env node
import { createRequire as __mrCreateRequire } from 'node:module'; const require = __mrCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options2 = {}) => {
      const prepend = options2.contains ? "" : "^";
      const append = options2.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path5, { windows } = {}) => {
      const segs = path5.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options2) => {
      const opts = options2 || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n4 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n4, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n3 = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n3);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args, options2) => {
      if (typeof options2.expandRange === "function") {
        return options2.expandRange(...args, options2);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options2) => {
      if (options2.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options2.maxExtglobRecursion === "number" ? options2.maxExtglobRecursion : constants2.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options2) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options2 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n3 = 1) => input[state.index + n3];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options2, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options2);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix3 = POSIX_REGEX_SOURCE[rest2];
                if (posix3) {
                  prev.value = pre + posix3;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options2) => {
      const opts = { ...options2 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob, options2, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch4(input, options2, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options2 || {};
      const posix3 = opts.windows;
      const regex = isState ? picomatch4.compileRe(glob, options2) : picomatch4.makeRe(glob, options2, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options2, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input, regex, options2, { glob, posix: posix3 });
        const result = { glob, state, regex, posix: posix3, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch4.test = (input, regex, options2, { glob, posix: posix3 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options2 || {};
      const format = opts.format || (posix3 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input, regex, options2, posix3);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input, glob, options2, posix3 = options2 && options2.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch4.makeRe(glob, options2);
      return regex.test(utils.basename(input, { windows: posix3 }));
    };
    picomatch4.isMatch = (str, patterns, options2) => picomatch4(patterns, options2)(str);
    picomatch4.parse = (pattern, options2) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch4.parse(p, options2));
      return parse(pattern, { ...options2, fastpaths: false });
    };
    picomatch4.scan = (input, options2) => scan(input, options2);
    picomatch4.compileRe = (state, options2, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options2 || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch4.toRegex(source, options2);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch4.makeRe = (input, options2 = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options2.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options2);
      }
      if (!parsed.output) {
        parsed = parse(input, options2);
      }
      return picomatch4.compileRe(parsed, options2, returnOutput, returnState);
    };
    picomatch4.toRegex = (source, options2) => {
      try {
        const opts = options2 || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options2 && options2.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch4.constants = constants2;
    module.exports = picomatch4;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch4(glob, options2, returnState = false) {
      if (options2 && (options2.windows === null || options2.windows === void 0)) {
        options2 = { ...options2, windows: utils.isWindows() };
      }
      return pico(glob, options2, returnState);
    }
    Object.assign(picomatch4, pico);
    module.exports = picomatch4;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path5) {
      const ctrl = callVisitor(key, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path5, ctrl);
        return visit_(key, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = visit_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path5) {
      const ctrl = await callVisitor(key, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path5, ctrl);
        return visitAsync_(key, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path5) {
      if (typeof visitor === "function")
        return visitor(key, node, path5);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path5);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path5);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path5);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path5);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path5);
      return void 0;
    }
    function replaceNode(key, path5, node) {
      const parent = path5[path5.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag2) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag2.startsWith(prefix))
            return handle + escapeTagName(tag2.substring(prefix.length));
        }
        return tag2[0] === "!" ? tag2 : `!<${tag2}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path5, value) {
      let v = value;
      for (let i = path5.length - 1; i >= 0; --i) {
        const k = path5[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path5) => path5 == null || typeof path5 === "object" && !!path5[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path5, value) {
        if (isEmptyPath(path5))
          this.add(value);
        else {
          const [key, ...rest] = path5;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        const [key, ...rest] = path5;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        const [key, ...rest] = path5;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n3 = node.value;
          return n3 == null || allowScalar && identity.isScalar(n3) && n3.value == null && !n3.commentBefore && !n3.comment && !n3.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path5) {
        const [key, ...rest] = path5;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        const [key, ...rest] = path5;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag2) => tag2.default && tag2.tag !== "tag:yaml.org,2002:str" && tag2.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options2) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options2);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag2 = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag2)
        props.push(doc.directives.tagString(tag2));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag2) => tag2.tag === merge.tag && tag2.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options2) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options2);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag: tag2, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n3 = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag2 || tag2 === "tag:yaml.org,2002:float") && /^-?\d/.test(n3) && !n3.includes("e")) {
        let i = n3.indexOf(".");
        if (i < 0) {
          i = n3.length;
          n3 += ".";
        }
        let d = minFractionDigits - (n3.length - i - 1);
        while (d-- > 0)
          n3 += "0";
      }
      return n3;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n3 = Math.ceil(str.length / lineWidth);
          const lines = new Array(n3);
          for (let i = 0, o = 0; i < n3; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n4 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n4 : n4;
      }
      const n3 = parseInt(str, radix);
      return sign === "-" ? -1 * n3 : n3;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set3 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set3.items.push(Pair.createPair(value, null, ctx));
          }
        return set3;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set2 = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n3) => asBigInt ? BigInt(n3) : Number(n3);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n3) => n3;
      if (typeof value === "bigint")
        num = (n3) => BigInt(n3);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n3) => String(n3).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set2.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set2.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag2 of customTags)
          tags = tags.concat(tag2);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag2) => {
        const tagObj = typeof tag2 === "string" ? tagsByName[tag2] : tag2;
        if (!tagObj) {
          const tagName = JSON.stringify(tag2);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options2) {
      const lines = [];
      let hasDirectives = options2.directives === true;
      if (options2.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options2);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options2) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options2 === void 0 && replacer) {
          options2 = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options2);
        this.options = opt;
        let { version } = opt;
        if (options2?._directives) {
          this.directives = options2._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options2);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options2);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path5, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path5, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options2) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options2 === void 0 && replacer) {
          options2 = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag: tag2 } = options2 ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag2, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options2 = {}) {
        const k = this.createNode(key, null, options2);
        const v = this.createNode(value, null, options2);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        if (Collection.isEmptyPath(path5)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path5) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        if (Collection.isEmptyPath(path5))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path5, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path5) {
        if (Collection.isEmptyPath(path5))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path5) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        if (Collection.isEmptyPath(path5)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path5), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path5, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options2 = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options2.schema instanceof Object)
          this.schema = options2.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options2));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options2 = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options2 && (!Number.isInteger(options2.indent) || Number(options2.indent) <= 0)) {
          const s = JSON.stringify(options2.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options2);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag2 = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag2)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag2)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag2 = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag2)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag: tag2,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag2) {
      const NodeClass = tag2?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag2) {
      const NodeClass = tag2?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag2) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag2?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag2) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag2) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag2) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag2);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag2 = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag2) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag2 = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag2);
      const res = tag2.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag2?.format)
        node.format = tag2.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n3 = Number(ch);
          if (!indent && n3)
            indent = n3;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag2;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag2 = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag2 = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag2 = findScalarTagByTest(ctx, value, token, onError);
      else
        tag2 = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag2.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag2.format)
        scalar.format = tag2.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag2 of schema.tags) {
        if (!tag2.collection && tag2.tag === tagName) {
          if (tag2.default && tag2.test)
            matchWithTest.push(tag2);
          else
            return tag2;
        }
      }
      for (const tag2 of matchWithTest)
        if (tag2.test?.test(value))
          return tag2;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag2 = schema.tags.find((tag3) => (tag3.default === true || atKey && tag3.default === "key") && tag3.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag3) => tag3.default && tag3.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag2.tag !== compat.tag) {
          const ts = directives.tagString(tag2.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag2;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag: tag2 } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag2)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag2, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag2 ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag: tag2, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag2, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options: options2 }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options2.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options2, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options2);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options2 = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options2.version || "1.2" });
        this.options = options2;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path5) => {
      let item = cst;
      for (const [field, index] of path5) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path5) => {
      const parent = visit.itemAtPath(cst, path5.slice(0, -1));
      const field = path5[path5.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path5, item, visitor) {
      let ctrl = visitor(item, path5);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path5.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path5);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path5) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n3) {
        return this.buffer[this.pos + n3];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n3) {
        return this.pos + n3 <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n3) {
        return this.buffer.substr(this.pos, n3);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n3 = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n3);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n3 = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n3;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n3 = yield* this.pushIndicators();
        switch (line[n3]) {
          case "#":
            yield* this.pushCount(line.length - n3);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n3 += yield* this.parseBlockScalarHeader();
            n3 += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n3);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n3 = 0;
        while (line[n3] === ",") {
          n3 += yield* this.pushCount(1);
          n3 += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n3 += yield* this.pushIndicators();
        switch (line[n3]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n3);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n3 = 0;
            while (this.buffer[end - 1 - n3] === "\\")
              n3 += 1;
            if (n3 % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n3) {
        if (n3 > 0) {
          yield this.buffer.substr(this.pos, n3);
          this.pos += n3;
          return n3;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n3 = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n3 += yield* this.pushTag();
              n3 += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n3 += yield* this.pushUntil(isNotAnchorChar);
              n3 += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n3 += yield* this.pushCount(1);
                n3 += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n3;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n3 = i - this.pos;
        if (n3 > 0) {
          yield this.buffer.substr(this.pos, n3);
          this.pos = i;
        }
        return n3;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer2 = require_lexer();
    function includesToken(list2, type) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer2.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n3) {
        return this.stack[this.stack.length - n3];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs5 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs5, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs5);
              } else {
                Object.assign(it, { key: fs5, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs5 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs5, sep: [] });
              else if (it.sep)
                this.stack.push(fs5);
              else
                Object.assign(it, { key: fs5, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser2 = require_parser();
    function parseOptions(options2) {
      const prettyErrors = options2.prettyErrors !== false;
      const lineCounter$1 = options2.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options2 = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options2);
      const parser$1 = new parser2.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options2);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options2 = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options2);
      const parser$1 = new parser2.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options2);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options2) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options2 === void 0 && reviver && typeof reviver === "object") {
        options2 = reviver;
      }
      const doc = parseDocument2(src, options2);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options2));
    }
    function stringify(value, replacer, options2) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options2 === void 0 && replacer) {
        options2 = replacer;
      }
      if (typeof options2 === "string")
        options2 = options2.length;
      if (typeof options2 === "number") {
        const indent = Math.round(options2);
        options2 = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options2 ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options2);
      return new Document.Document(value, _replacer, options2).toString(options2);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer2 = require_lexer();
    var lineCounter = require_line_counter();
    var parser2 = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer2.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser2.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER2 = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER2}(\\d+)${PLACEHOLDER2}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER2 || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER2}${sources.push(source) - 1}${PLACEHOLDER2}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path5) => {
      const end = path5.length - 1;
      const index = path5.lastIndexOf(
        SLASH,
        path5[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path5 : path5.slice(index + 1);
    };
    var parentOf = (path5) => {
      if (path5.charCodeAt(0) === SLASH_CODE || path5.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path5.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path5.length - 1;
      const cut = path5.lastIndexOf(
        SLASH,
        path5.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path5.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path5) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path5)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path5, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename4 = shortcut ? basenameOf(path5) : path5;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename4 : path5
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path5, originalPath, doThrow) => {
      if (!isString(path5)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path5) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path5)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path5) => {
      const first = path5.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path5.length === 1) {
        return true;
      }
      const second = path5.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path5.length === 2 || path5.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache2, path5) {
        checkPath(
          path5,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path5 ? this._t(path5, cache2) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path5 = convertPath(target);
        if (!path5 || path5.charCodeAt(path5.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path5);
        }
        const dir = this._t(path5, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path5);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path5, cache2) {
        const cached = cache2[path5];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path5);
        const parent = parentPath ? this._t(parentPath, cache2) : UNDEFINED;
        return cache2[path5] = parent && parent.ignored ? parent : this._rules.test(path5, MODE_IGNORE);
      }
      ignores(path5) {
        return this._test(path5, this._ignoreCache, convertPath(path5)).ignored;
      }
      createFilter() {
        return (path5) => !this.ignores(path5);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path5) {
        return this._test(path5, this._testCache, convertPath(path5));
      }
    };
    var factory = (options2) => new Ignore(options2);
    var isPathValid = (path5) => checkPath(convertPath(path5), path5, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path5) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path5) || isNotRelative(path5);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/demo/example.ts
var EXAMPLE_BASE, EXAMPLE_HEAD;
var init_example = __esm({
  "src/demo/example.ts"() {
    "use strict";
    EXAMPLE_BASE = {
      ".github/memory-review.yml": "memoryDir: .claude/memory\nentries:\n  - packages/*\ndecisions:\n  - id: release\n    text: Production releases use scripts/release.sh\n",
      "CLAUDE.md": "# Shop monorepo\n\n- Use pnpm for every package script.\n- Production releases use scripts/release.sh, never a manual tag.\n- See @docs/architecture.md for the layout.\n",
      "docs/architecture.md": "# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n",
      ".claude/rules/testing.md": '---\npaths:\n  - "packages/**/*.test.ts"\n---\nTests use Vitest. Never mock the database.\n',
      ".claude/memory/MEMORY.md": "- [Release checklist](release.md) \u2014 steps before tagging\n",
      ".claude/memory/release.md": "---\nname: release-checklist\ndescription: steps before tagging\ntype: project\n---\nRun the smoke tests first.\n",
      "packages/web/CLAUDE.md": "# Web\n\nComponents live in `packages/web/src/components`. Run `pnpm dev` to start.\n",
      "packages/web/src/components/Button.tsx": "export const Button = () => null;\n",
      "packages/web/src/components/Button.test.ts": 'test("x", () => {});\n',
      "packages/api/src/server.ts": "export {};\n",
      "scripts/release.sh": "#!/bin/sh\n",
      "package.json": '{ "name": "shop", "private": true }\n'
    };
    EXAMPLE_HEAD = {
      "CLAUDE.md": "# Shop monorepo\n\n- Use npm for every package script.\n- See @docs/architecture.md for the layout.\n- Style guide: @docs/style.md\n",
      "docs/style.md": "# Style\n\n- Always install dependencies with pnpm.\n- Indent with 2 spaces.\n",
      ".claude/rules/api.md": "---\npaths: packages/api/**\n---\nAPI handlers validate input with zod.\n",
      ".claude/rules/ts.md": "---\npaths:\n  - **/*.ts\n---\nPrefer type aliases over interfaces.\n",
      ".claude/memory/MEMORY.md": "- [Release checklist](release.md) \u2014 steps before tagging\n- [Flaky tests](flaky-tests.md) \u2014 known flaky suites\n",
      "docs/architecture.md": null,
      "docs/design.md": "# Architecture\n\nThe web app lives in `packages/web`; the API in `packages/api`.\n",
      "packages/web/CLAUDE.md": "# Web\n\nComponents live in `packages/web/src/components`. Run `pnpm dev` to start.\nProduction releases use scripts/release.sh.\n",
      "packages/web/src/components/Button.tsx": null,
      "packages/web/src/components/Button.test.ts": null,
      "packages/web/src/ui/Button.tsx": "export const Button = () => null;\n",
      "packages/web/src/ui/Button.test.ts": 'test("x", () => {});\n'
    };
  }
});

// src/demo/demo.ts
var demo_exports = {};
__export(demo_exports, {
  makeExampleRepo: () => makeExampleRepo
});
import * as fs4 from "node:fs";
import * as os from "node:os";
import * as path4 from "node:path";
import { execFileSync } from "node:child_process";
function makeExampleRepo(dir) {
  const root = dir ?? fs4.mkdtempSync(path4.join(os.tmpdir(), "memory-review-demo-"));
  const env = { ...process.env, GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z", GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
  const git2 = (...a) => execFileSync("git", ["-C", root, "-c", "user.name=demo", "-c", "user.email=demo@example.invalid", "-c", "commit.gpgsign=false", "-c", "core.autocrlf=false", ...a], { encoding: "utf8", env }).trim();
  const write = (files) => {
    for (const [p, c] of Object.entries(files)) {
      const abs = path4.join(root, p);
      if (c === null) fs4.rmSync(abs, { force: true });
      else {
        fs4.mkdirSync(path4.dirname(abs), { recursive: true });
        fs4.writeFileSync(abs, c);
      }
    }
  };
  git2("init", "-q", "-b", "main");
  write(EXAMPLE_BASE);
  git2("add", "-A");
  git2("commit", "-q", "-m", "base");
  const base = git2("rev-parse", "HEAD");
  git2("checkout", "-q", "-b", "change");
  write(EXAMPLE_HEAD);
  git2("add", "-A");
  git2("commit", "-q", "-m", "head: switch to npm, add rules");
  const head = git2("rev-parse", "HEAD");
  return { root, base, head };
}
var init_demo = __esm({
  "src/demo/demo.ts"() {
    "use strict";
    init_example();
  }
});

// src/cli.ts
import { parseArgs } from "node:util";

// src/core/constants.ts
var CLAUDE_CODE_VERSION = "2.1.332";
var MAX_FILE_BYTES = 4194304;
var MAX_INCLUDE_DEPTH = 5;
var MEMORY_MAX_LINES = 200;
var MEMORY_MAX_CHARS = 25e3;
var BRACE_MAX_RESULTS = 1e3;
var BRACE_MAX_BYTES = 4194304;
var LARGE_FILE_CHARS = 4e4;
var LAZY_CUT_CHARS = 15e4;
var TOTAL_INSTRUCTIONS_CHARS = 12e4;
var TEXT_FILE_EXTENSIONS = new Set(
  ".md .txt .text .json .yaml .yml .toml .xml .csv .html .htm .css .scss .sass .less .js .ts .tsx .jsx .mjs .cjs .mts .cts .py .pyi .pyw .rb .erb .rake .go .rs .java .kt .kts .scala .c .cpp .cc .cxx .h .hpp .hxx .cs .swift .sh .bash .zsh .fish .ps1 .bat .cmd .env .ini .cfg .conf .config .properties .sql .graphql .gql .proto .vue .svelte .astro .ejs .hbs .pug .jade .php .pl .pm .lua .r .R .dart .ex .exs .erl .hrl .clj .cljs .cljc .edn .hs .lhs .elm .ml .mli .f .f90 .f95 .for .cmake .make .makefile .gradle .sbt .rst .adoc .asciidoc .org .tex .latex .lock .log .diff .patch".split(" ")
);
function approxTokens(chars) {
  return Math.ceil(chars / 4);
}

// src/workspace.ts
import * as fs2 from "node:fs";
import * as path2 from "node:path";

// src/core/loader.ts
import * as P3 from "node:path/posix";
import { createHash } from "node:crypto";
import { performance as performance2 } from "node:perf_hooks";

// src/core/excludes.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import * as P from "node:path/posix";
function compileExcludes(patterns, realpath = (p) => p, problems) {
  const list2 = [];
  let kept = 0;
  for (const p of patterns) {
    if (typeof p !== "string" || p.length === 0) continue;
    if (kept >= MAX_PATTERNS) {
      problems?.push(`claudeMdExcludes: only the first ${MAX_PATTERNS} patterns are used`);
      break;
    }
    const risk = picomatchRisk(p);
    if (risk) {
      problems?.push(`claudeMdExcludes: ${JSON.stringify(p.length > 120 ? p.slice(0, 119) + "\u2026" : p)} ${risk} and is ignored`);
      continue;
    }
    kept++;
    list2.push(p);
    if (p.startsWith("/")) {
      const m = /[*?{[]/.exec(p);
      const prefix = m ? p.slice(0, m.index) : p;
      const dir = P.dirname(prefix);
      const real = realpath(dir);
      if (real !== dir) list2.push(real + p.slice(dir.length));
    }
  }
  if (list2.length === 0) return () => false;
  const fns = list2.map((p) => {
    try {
      return (0, import_picomatch.default)(p, { dot: true });
    } catch {
      return () => false;
    }
  });
  return (abs) => {
    const path5 = abs.replace(/\\/g, "/");
    if (path5.length >= 4096 || path5.split("/").some((c) => c.length > 255)) return false;
    return fns.some((f) => f(path5));
  };
}
var MAX_PATTERNS = 100;
var MAX_WILDCARDS = 2;
function picomatchRisk(p) {
  if (/\\{3}/.test(p)) return "holds a run of backslashes (picomatch never returns on some)";
  if (p.split("/").some((seg) => seg !== "**" && (seg.match(/\*|[+?@!]\(/g)?.length ?? 0) > MAX_WILDCARDS))
    return `has more than ${MAX_WILDCARDS} wildcards in one path segment (matching it can take exponential time)`;
  return void 0;
}

// src/core/frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
var FRONTMATTER_RE = /^---\s*\n([\s\S]*?)---\s*\n?/;
var YAML_SPECIAL = /[{}[\]*&#!|>%@`]|: /;
function parseMapping(text) {
  const v = (0, import_yaml.parse)(text, { maxAliasCount: 100, prettyErrors: false, uniqueKeys: false });
  return v && typeof v === "object" && !Array.isArray(v) ? v : {};
}
function isFlowList(value) {
  if (!value.startsWith("[") || !value.endsWith("]")) return false;
  try {
    return Array.isArray((0, import_yaml.parse)(value));
  } catch {
    return false;
  }
}
function repairFrontmatter(text) {
  return text.split("\n").map((line) => {
    line = line.replace(/^\t+/, (t) => "  ".repeat(t.length));
    const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
    if (!m) return line;
    const [, key, value] = m;
    if (value.startsWith('"') && value.endsWith('"') || value.startsWith("'") && value.endsWith("'")) return line;
    if (isFlowList(value)) return line;
    if (YAML_SPECIAL.test(value)) return `${key}: "${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
    return line;
  }).join("\n");
}
var FRONTMATTER_LIMITS = { maxChars: 64 * 1024, maxNesting: 256 };
function flowNesting(yaml) {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < yaml.length; i++) {
    const c = yaml.charCodeAt(i);
    if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}
function parseFrontmatter(text) {
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  const m = text.startsWith("---") ? FRONTMATTER_RE.exec(text) : null;
  if (!m) return { data: {}, present: false, unparsable: false, repaired: false, body: text, lines: 0, yaml: "" };
  const yaml = m[1] ?? "";
  const body = text.slice(m[0].length);
  const lines = m[0].split("\n").length - 1;
  const base = { present: true, body, lines, yaml };
  const tooBig = yaml.length > FRONTMATTER_LIMITS.maxChars ? `frontmatter over ${FRONTMATTER_LIMITS.maxChars} characters is not parsed` : flowNesting(yaml) > FRONTMATTER_LIMITS.maxNesting ? `frontmatter nested deeper than ${FRONTMATTER_LIMITS.maxNesting} levels is not parsed` : void 0;
  if (tooBig) return { ...base, data: {}, unparsable: true, repaired: false, error: tooBig };
  try {
    return { ...base, data: parseMapping(yaml), unparsable: false, repaired: false };
  } catch {
    try {
      return { ...base, data: parseMapping(repairFrontmatter(yaml)), unparsable: false, repaired: true };
    } catch (e) {
      return { ...base, data: {}, unparsable: true, repaired: false, error: e instanceof Error ? e.message.split("\n")[0] : String(e) };
    }
  }
}
function splitPaths(input) {
  if (Array.isArray(input)) return input.flatMap(splitPaths);
  if (typeof input !== "string") return [];
  const parts = [];
  let cur = "";
  let depth = 0;
  for (const ch of input) {
    if (ch === "{") depth++;
    else if (ch === "}") depth--;
    if (ch === "," && depth === 0) {
      if (cur.trim()) parts.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

// src/core/globs.ts
var import_ignore = __toESM(require_ignore(), 1);

// src/core/braces.ts
function newBudget() {
  return { results: BRACE_MAX_RESULTS, bytes: BRACE_MAX_BYTES };
}
var GROUP = /^([^{]*)\{([^}]+)\}(.*)$/;
function expandBraces(pattern, budget) {
  if (!pattern.includes("{")) return { patterns: [pattern], overBudget: false };
  const results = [];
  const stack = [pattern];
  let local = budget.bytes;
  while (stack.length) {
    const s = stack.pop();
    const m = GROUP.exec(s);
    if (!m) {
      results.push(s);
      continue;
    }
    local -= s.length;
    const alts = m[2].split(",").map((a) => a.trim());
    const count = results.length + stack.length + alts.length;
    if (local < 0 || count > budget.results || count * pattern.length > local) {
      return { patterns: [pattern], overBudget: true };
    }
    for (let i = alts.length - 1; i >= 0; i--) stack.push(m[1] + alts[i] + m[3]);
  }
  budget.bytes = local - results.length * pattern.length;
  budget.results -= results.length;
  if (budget.bytes < 0 || budget.results < 0) {
    budget.bytes = Math.max(0, budget.bytes);
    budget.results = Math.max(0, budget.results);
  }
  return { patterns: results, overBudget: false };
}

// src/core/globs.ts
function ruleGlobs(paths) {
  const written = paths ? splitPaths(paths) : [];
  const budget = newBudget();
  const overBudget = [];
  const expanded = [];
  for (const w of written) {
    const r = expandBraces(w, budget);
    if (r.overBudget) overBudget.push(w);
    expanded.push(...r.patterns);
  }
  const kept = expanded.map((p) => p.endsWith("/**") ? p.slice(0, -3) : p).filter((p) => p.length > 0);
  if (!paths || kept.length === 0 || kept.every((p) => p === "**")) return { written, overBudget, invalid: [], globs: void 0 };
  return { globs: kept, written, overBudget, invalid: kept.filter((p) => !isValidPattern(p)) };
}
function isValidPattern(p) {
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c !== "[") continue;
    let j = i + 1;
    let body = "";
    while (j < p.length && p[j] !== "]" && p[j] !== "/") {
      if (p[j] === "\\") {
        body += p[j] + (p[j + 1] ?? "");
        j += 2;
        continue;
      }
      body += p[j++];
    }
    if (j >= p.length || p[j] !== "]") return false;
    const ranges = body.replace(/\\(.)/g, "$1").match(/(.)-(.)/g) ?? [];
    for (const r of ranges) if (r.charCodeAt(0) > r.charCodeAt(2)) return false;
    i = j;
  }
  return true;
}
var matcherCache = /* @__PURE__ */ new Map();
function buildMatcher(globs) {
  return (0, import_ignore.default)({ ignorecase: true }).add(matcherPatterns(globs));
}
function matcherPatterns(globs) {
  return globs.filter(isValidPattern).map((g) => g.length > 3 && g.endsWith("/**/") ? g.slice(0, -1) : g);
}
function compileGlobs(globs) {
  const key = globs.join("\0");
  let ig = matcherCache.get(key);
  if (!ig) {
    ig = buildMatcher(globs);
    if (matcherCache.size > 5e3) matcherCache.clear();
    matcherCache.set(key, ig);
  }
  return ig;
}
var analysisCache = /* @__PURE__ */ new Map();
function analyseAll(globs) {
  const key = globs.join("\0");
  let info = analysisCache.get(key);
  if (!info) {
    info = matcherPatterns(globs).map(analysePattern);
    if (analysisCache.size > 5e3) analysisCache.clear();
    analysisCache.set(key, info);
  }
  return info;
}
function mayMatch(globs, rel) {
  const info = analyseAll(globs);
  const lower = rel.toLowerCase();
  const slashed = "/" + lower + "/";
  let names;
  for (const a of info) {
    if (a.negative || !lower.startsWith(a.prefix)) continue;
    if (!a.components.every((c) => slashed.includes("/" + c + "/"))) continue;
    if (a.pred && !(names ??= rel.split("/")).some((n3) => predHolds(a.pred, n3))) continue;
    return true;
  }
  return false;
}
function matchGlobs(globs, rel) {
  if (!rel || rel.startsWith("..") || rel.startsWith("/")) return { matched: false };
  if (!mayMatch(globs, rel)) return { matched: false };
  let ig;
  try {
    ig = compileGlobs(globs);
    if (!ig.ignores(rel)) return { matched: false };
  } catch {
    return { matched: false };
  }
  for (let i = globs.length - 1; i >= 0; i--) {
    const g = globs[i];
    if (g.startsWith("!") || !isValidPattern(g)) continue;
    try {
      if (compileGlobs([g]).ignores(rel)) return { matched: true, pattern: g };
    } catch {
    }
  }
  return { matched: true };
}
var GlobIndex = class {
  constructor(files) {
    this.files = files;
    const byPath = /* @__PURE__ */ new Map([["", 0]]);
    const paths = [""];
    const parentPath = [""];
    const fileDirTmp = new Int32Array(files.length);
    this.fileName = new Array(files.length);
    const dirOf = (d) => {
      let i = byPath.get(d);
      if (i !== void 0) return i;
      const slash = d.lastIndexOf("/");
      dirOf(slash < 0 ? "" : d.slice(0, slash));
      i = paths.length;
      byPath.set(d, i);
      paths.push(d);
      parentPath.push(slash < 0 ? "" : d.slice(0, slash));
      return i;
    };
    let sorted = true;
    let lastDir = "";
    let lastIndex = 0;
    for (let i = 0; i < files.length; i++) {
      const f = files[i];
      const slash = f.lastIndexOf("/");
      if (slash < 0) fileDirTmp[i] = 0;
      else if (slash === lastDir.length && f.startsWith(lastDir)) fileDirTmp[i] = lastIndex;
      else fileDirTmp[i] = lastIndex = dirOf(lastDir = f.slice(0, slash));
      this.fileName[i] = slash < 0 ? f : f.slice(slash + 1);
      if (sorted && i > 0 && files[i - 1] > f) sorted = false;
    }
    this.byRank = new Int32Array(files.length);
    for (let i = 0; i < files.length; i++) this.byRank[i] = i;
    if (!sorted) this.byRank.sort((a, b) => files[a] < files[b] ? -1 : files[a] > files[b] ? 1 : 0);
    this.fileRank = new Int32Array(files.length);
    this.byRank.forEach((f, r) => this.fileRank[f] = r);
    const keys = paths.map((p) => p ? p.toLowerCase() + "/" : "");
    const order = paths.map((_, i) => i).sort((a, b) => keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : paths[a] < paths[b] ? -1 : paths[a] > paths[b] ? 1 : 0);
    const rank = new Int32Array(paths.length);
    order.forEach((old, i) => rank[old] = i);
    const n3 = paths.length;
    this.dirParent = new Int32Array(n3);
    for (let i = 0; i < n3; i++) {
      const old = order[i];
      const p = paths[old];
      this.dirPath.push(p);
      this.dirKey.push(keys[old]);
      this.dirName.push(p.slice(p.lastIndexOf("/") + 1));
      this.dirParent[i] = p === "" ? -1 : rank[byPath.get(parentPath[old])];
    }
    this.fileDir = new Int32Array(files.length);
    this.dirFilesStart = new Int32Array(n3 + 1);
    for (let i = 0; i < files.length; i++) this.dirFilesStart[(this.fileDir[i] = rank[fileDirTmp[i]]) + 1]++;
    for (let d = 0; d < n3; d++) this.dirFilesStart[d + 1] += this.dirFilesStart[d];
    this.dirFiles = new Int32Array(files.length);
    const fill = this.dirFilesStart.slice(0, n3);
    for (let i = 0; i < files.length; i++) this.dirFiles[fill[this.fileDir[i]]++] = i;
    this.dirNames = new Array(files.length);
    for (let k = 0; k < files.length; k++) this.dirNames[k] = this.fileName[this.dirFiles[k]];
    this.subtreeCount = new Int32Array(n3);
    this.subtreeMin = new Int32Array(n3).fill(NO_RANK);
    for (let d = n3 - 1; d >= 0; d--) {
      let min = this.subtreeMin[d];
      for (let k = this.dirFilesStart[d]; k < this.dirFilesStart[d + 1]; k++) min = Math.min(min, this.fileRank[this.dirFiles[k]]);
      this.subtreeMin[d] = min;
      this.subtreeCount[d] += this.dirFilesStart[d + 1] - this.dirFilesStart[d];
      const p = this.dirParent[d];
      if (p >= 0) {
        this.subtreeCount[p] += this.subtreeCount[d];
        this.subtreeMin[p] = Math.min(this.subtreeMin[p], min);
      }
    }
    this.dirMark = new Int32Array(n3);
    this.candMark = new Int32Array(n3);
    this.fileMark = new Int32Array(files.length);
  }
  files;
  dirPath = [];
  /** Lower-cased directory path followed by '/', '' for the root; sorted (ancestors come first). */
  dirKey = [];
  dirName = [];
  dirParent;
  subtreeCount;
  /** Smallest file rank in each subtree (NO_RANK when empty). */
  subtreeMin;
  /** CSR lists of each directory's own files (indices into `files`). */
  dirFilesStart;
  dirFiles;
  /** The names of `dirFiles`, in the same order (the bucket scans read them in sequence). */
  dirNames;
  fileName;
  fileDir;
  /** Position of each file in code-unit order of the paths, and the file at each position. */
  fileRank;
  byRank;
  buckets = /* @__PURE__ */ new Map();
  predMemos = /* @__PURE__ */ new Map();
  /** Generation stamps: directories matched as a whole, candidate directories, visited files. */
  dirMark;
  candMark;
  fileMark;
  gen = 0;
  get size() {
    return this.files.length;
  }
  /** Files (relative to the root) under `base` matched by `globs` (relative to `base`), and the smallest one. */
  reach(q) {
    const patterns = matcherPatterns(q.globs);
    if (!patterns.some((g) => !g.startsWith("!"))) return { files: 0 };
    const test = pathTester(q.globs);
    const base = q.base;
    const baseKey = base ? base.toLowerCase() + "/" : "";
    const info = analyseAll(q.globs);
    const preds = info.map((a) => a.pred);
    const classes = preds.length <= 30 && preds.every((p) => p !== void 0);
    let posMask = 0;
    info.forEach((a, i) => {
      if (!a.negative) posMask |= 1 << i;
    });
    const positive = info.filter((a) => !a.negative);
    const posKeys = classes && positive.every((a) => bucketKey(a.pred) !== void 0) ? [...new Set(positive.map((a) => bucketKey(a.pred)))] : void 0;
    const gen = ++this.gen;
    const candidates = [];
    const add = (d) => {
      if (this.candMark[d] !== gen) {
        this.candMark[d] = gen;
        candidates.push(d);
      }
    };
    for (const a of positive) {
      const [lo, hi] = this.range(baseKey + a.prefix);
      const heads = a.components.map((c) => c + "/");
      const inner = a.components.map((c) => "/" + c + "/");
      const has = (d) => {
        const key = this.dirKey[d];
        for (let i = 0; i < heads.length; i++) if (!key.startsWith(heads[i]) && !key.includes(inner[i])) return false;
        return true;
      };
      if (posKeys) {
        const b = this.bucket(bucketKey(a.pred));
        for (const list2 of [b.dirs, b.nameDirs]) for (let k = lowerBound(list2, lo); k < list2.length && list2[k] < hi; k++) if (has(list2[k])) add(list2[k]);
      } else for (let d = lo; d < hi; d++) if (has(d)) add(d);
    }
    candidates.sort((x, y) => x - y);
    const bulk = /* @__PURE__ */ new Map();
    if (posKeys && !posKeys.some((x, i) => posKeys.some((y, j) => i !== j && bucketsMeet(x, y)))) {
      for (const key of posKeys) {
        const m = constantMask(preds, key);
        if (m !== void 0) bulk.set(key, m);
      }
    }
    const posBuckets = (posKeys ?? []).map((k) => this.bucket(k));
    const posBulk = (posKeys ?? []).map((k) => bulk.get(k));
    const cursor = posBuckets.map(() => 0);
    const memo = classes ? preds.map((p) => this.predMemo(p)) : [];
    const fileMask = (f) => {
      let m = 0;
      for (let i = 0; i < memo.length; i++) {
        const arr = memo[i];
        let v = arr[f];
        if (v === 0) arr[f] = v = predHolds(preds[i], this.fileName[f]) ? 2 : 1;
        if (v === 2) m |= 1 << i;
      }
      return m;
    };
    const nameMask = (name) => {
      let m = 0;
      for (let i = 0; i < preds.length; i++) if (predHolds(preds[i], name)) m |= 1 << i;
      return m;
    };
    let count = 0;
    let first = NO_RANK;
    const classMasks = [];
    const classHits = [];
    const classTest = (m, rel) => {
      const c = classMasks.indexOf(m);
      if (c >= 0) return classHits[c];
      const hit = test(rel);
      classMasks.push(m);
      classHits.push(hit);
      return hit;
    };
    const visit = (f, relDir) => {
      if (posKeys) {
        if (this.fileMark[f] === gen) return;
        this.fileMark[f] = gen;
      }
      const name = this.fileName[f];
      if (!relDir && name.charCodeAt(0) === 46 && name.charCodeAt(1) === 46) return;
      let hit;
      if (classes) {
        const m = fileMask(f);
        if ((m & posMask) === 0) return;
        hit = classTest(m, relDir ? relDir + "/" + name : name);
      } else hit = test(relDir ? relDir + "/" + name : name);
      if (hit) {
        count++;
        first = Math.min(first, this.fileRank[f]);
      }
    };
    for (const d of candidates) {
      const dirPath = this.dirPath[d];
      if (base && dirPath !== base && !dirPath.startsWith(base + "/")) continue;
      const relDir = base ? dirPath.slice(base.length + 1) : dirPath;
      if (relDir.charCodeAt(0) === 46 && relDir.charCodeAt(1) === 46) continue;
      let covered = false;
      for (let p = this.dirParent[d]; p >= 0 && !covered; p = this.dirParent[p]) covered = this.dirMark[p] === gen;
      if (covered) continue;
      if (relDir && (!classes || (nameMask(this.dirName[d]) & posMask) !== 0) && test(relDir + "/")) {
        this.dirMark[d] = gen;
        count += this.subtreeCount[d];
        first = Math.min(first, this.subtreeMin[d]);
        continue;
      }
      classMasks.length = 0;
      classHits.length = 0;
      if (posKeys) {
        for (let i = 0; i < posKeys.length; i++) {
          const b = posBuckets[i];
          let at = cursor[i];
          if (b.dirs[at] < d) cursor[i] = at = lowerBound(b.dirs, d, at);
          if (b.dirs[at] !== d) continue;
          const m = posBulk[i];
          if (m !== void 0 && relDir) {
            if ((m & posMask) !== 0 && classTest(m, relDir + "/" + this.fileName[b.files[b.start[at]]])) {
              count += b.start[at + 1] - b.start[at];
              first = Math.min(first, b.minRank[at]);
            }
          } else for (let k = b.start[at]; k < b.start[at + 1]; k++) visit(b.files[k], relDir);
        }
      } else for (let k = this.dirFilesStart[d]; k < this.dirFilesStart[d + 1]; k++) visit(this.dirFiles[k], relDir);
    }
    return first === NO_RANK ? { files: count } : { files: count, first: this.files[this.byRank[first]] };
  }
  /** Per file: 0 not yet known, 1 the predicate fails, 2 it holds. */
  predMemo(p) {
    const key = p.kind === "any" ? "any" : p.kind + ":" + p.lit;
    let arr = this.predMemos.get(key);
    if (!arr) this.predMemos.set(key, arr = new Int8Array(this.fileName.length));
    return arr;
  }
  /** Directories whose key starts with `prefix`: [lo, hi) in sorted order. */
  range(prefix) {
    const keys = this.dirKey;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (keys[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = keys.length;
    let a = lo;
    while (a < end) {
      const mid = a + end >>> 1;
      if (keys[mid].startsWith(prefix)) a = mid + 1;
      else end = mid;
    }
    return [lo, a];
  }
  /** Files (grouped by directory) and directories whose name falls in a bucket: `e<n>:<text>` or `n:<name>`. */
  bucket(key) {
    let b = this.buckets.get(key);
    if (b) return b;
    const body = key.slice(key.indexOf(":") + 1);
    const exact = key[0] === "n";
    const tail = exact ? body : "." + body;
    const inBucket = (name) => (exact ? name.length === tail.length : name.length >= tail.length) && foldEndsWith(name, tail);
    const tries = exact ? void 0 : this.byExtension().get(body.slice(body.lastIndexOf(".") + 1).toLowerCase()) ?? [];
    const files = [];
    const dirs = [];
    const start = [];
    const minRank = [];
    const count = tries ? tries.length : this.dirNames.length;
    for (let i = 0; i < count; i++) {
      const k = tries ? tries[i] : i;
      if (!inBucket(this.dirNames[k])) continue;
      const f = this.dirFiles[k];
      const d = this.fileDir[f];
      if (dirs[dirs.length - 1] !== d) {
        dirs.push(d);
        start.push(files.length);
        minRank.push(NO_RANK);
      }
      files.push(f);
      minRank[minRank.length - 1] = Math.min(minRank[minRank.length - 1], this.fileRank[f]);
    }
    start.push(files.length);
    const nameDirs = [];
    for (let d = 1; d < this.dirName.length; d++) if (inBucket(this.dirName[d])) nameDirs.push(d);
    b = { files: Int32Array.from(files), dirs: Int32Array.from(dirs), start: Int32Array.from(start), minRank: Int32Array.from(minRank), nameDirs: Int32Array.from(nameDirs) };
    this.buckets.set(key, b);
    return b;
  }
  extensions;
  /**
   * Positions in `dirFiles` (ascending) by the lower-cased text after the name's last '.', built once. (A
   * name ending with '.' + text, ASCII-folded, is always filed under the lower-cased last extension of text.)
   */
  byExtension() {
    if (this.extensions) return this.extensions;
    const m = /* @__PURE__ */ new Map();
    for (let k = 0; k < this.dirNames.length; k++) {
      const name = this.dirNames[k];
      const dot = name.lastIndexOf(".");
      if (dot < 0) continue;
      const ext = name.slice(dot + 1).toLowerCase();
      const list2 = m.get(ext);
      if (list2) list2.push(k);
      else m.set(ext, [k]);
    }
    return this.extensions = m;
  }
};
var NO_RANK = 2147483647;
function pathTester(globs) {
  const shared = compileGlobs(globs);
  const rules = shared._rules;
  if (rules && typeof rules.test === "function") {
    const direct = rules;
    const probe = direct.test("a", "regex");
    if (probe && typeof probe.ignored === "boolean") return (rel) => isRelative(rel) && direct.test(rel, "regex").ignored === true;
  }
  const ig = buildMatcher(globs);
  return (rel) => {
    try {
      return ig.ignores(rel);
    } catch {
      return false;
    }
  };
}
function isRelative(rel) {
  const c0 = rel.charCodeAt(0);
  if (rel.length === 0 || c0 === 47) return false;
  if (c0 !== 46) return true;
  if (rel.length === 1 || rel.charCodeAt(1) === 47) return false;
  return !(rel.charCodeAt(1) === 46 && (rel.length === 2 || rel.charCodeAt(2) === 47));
}
function constantMask(preds, key) {
  let m = 0;
  for (let i = 0; i < preds.length; i++) {
    const v = constantOn(preds[i], key);
    if (v === void 0) return void 0;
    if (v) m |= 1 << i;
  }
  return m;
}
function constantOn(p, key) {
  if (p.kind === "any") return true;
  const body = key.slice(key.indexOf(":") + 1);
  if (key[0] === "n") return predHolds(p, body);
  if (p.kind !== "suffix") return void 0;
  const tail = "." + body;
  if (tail.endsWith(p.lit)) return true;
  return p.lit.endsWith(tail) ? void 0 : false;
}
function bucketTail(key) {
  const body = key.slice(key.indexOf(":") + 1);
  return key[0] === "e" ? "." + body : body;
}
function bucketsMeet(a, b) {
  if (a[0] === "n" && b[0] === "n") return a === b;
  const [x, y] = [bucketTail(a), bucketTail(b)];
  return x.endsWith(y) || y.endsWith(x);
}
var SAFE = /^[A-Za-z0-9._@+-]+$/;
function analysePattern(pattern) {
  let s = pattern;
  const negative = s.startsWith("!");
  if (negative) s = s.slice(1);
  if (!s || s.includes("\\") || s.startsWith("#") || /^\s|\s$/.test(s)) return { negative, prefix: "", components: [] };
  const anchored = s.startsWith("/");
  if (anchored) s = s.slice(1);
  if (s.endsWith("/")) s = s.slice(0, -1);
  const segs = s.split("/");
  if (segs.some((x) => x === "" || x === "." || x === "..")) return { negative, prefix: "", components: [] };
  let prefix = "";
  let i = 0;
  if (anchored || segs.length > 1) {
    for (; i < segs.length - 1 && SAFE.test(segs[i]); i++) prefix += segs[i].toLowerCase() + "/";
    if (i < segs.length - 1) prefix += (/^[A-Za-z0-9._@+-]*/.exec(segs[i])?.[0] ?? "").toLowerCase();
  }
  const components = segs.slice(i, -1).filter((x) => SAFE.test(x)).map((x) => x.toLowerCase());
  const last = segs[segs.length - 1];
  let pred;
  if (last === "*" || last === "**") pred = { kind: "any" };
  else {
    const m = /^(\*?)([A-Za-z0-9._@+-]+)(\*?)$/.exec(last);
    if (m) pred = { kind: m[1] ? m[3] ? "contains" : "suffix" : m[3] ? "prefix" : "exact", lit: m[2].toLowerCase() };
  }
  return { negative, prefix, pred, components };
}
function foldAt(name, at, lit) {
  for (let j = 0; j < lit.length; j++) {
    let c = name.charCodeAt(at + j);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== lit.charCodeAt(j)) return false;
  }
  return true;
}
function foldEndsWith(name, tail) {
  const off = name.length - tail.length;
  if (off < 0) return false;
  for (let j = tail.length - 1; j >= 0; j--) {
    let c = name.charCodeAt(off + j);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== tail.charCodeAt(j)) return false;
  }
  return true;
}
function predHolds(p, name) {
  if (p.kind === "any") return true;
  const { lit } = p;
  if (name.length < lit.length) return false;
  switch (p.kind) {
    case "exact":
      return name.length === lit.length && foldAt(name, 0, lit);
    case "prefix":
      return foldAt(name, 0, lit);
    case "suffix":
      return foldAt(name, name.length - lit.length, lit);
    case "contains":
      for (let i = 0; i + lit.length <= name.length; i++) if (foldAt(name, i, lit)) return true;
      return false;
  }
}
function bucketKey(p) {
  if (p.kind === "exact") return "n:" + p.lit;
  if (p.kind !== "suffix" || !p.lit.includes(".")) return void 0;
  const dots = p.lit.split(".").length - 1;
  return `e${dots}:` + p.lit.slice(p.lit.indexOf(".") + 1);
}
function lowerBound(list2, x, from = 0) {
  let lo = from;
  let hi = list2.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (list2[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// node_modules/marked/lib/marked.esm.js
function _getDefaults() {
  return {
    async: false,
    breaks: false,
    extensions: null,
    gfm: true,
    hooks: null,
    pedantic: false,
    renderer: null,
    silent: false,
    tokenizer: null,
    walkTokens: null
  };
}
var _defaults = _getDefaults();
function changeDefaults(newDefaults) {
  _defaults = newDefaults;
}
var noopTest = { exec: () => null };
function edit(regex, opt = "") {
  let source = typeof regex === "string" ? regex : regex.source;
  const obj = {
    replace: (name, val) => {
      let valSource = typeof val === "string" ? val : val.source;
      valSource = valSource.replace(other.caret, "$1");
      source = source.replace(name, valSource);
      return obj;
    },
    getRegex: () => {
      return new RegExp(source, opt);
    }
  };
  return obj;
}
var other = {
  codeRemoveIndent: /^(?: {1,4}| {0,3}\t)/gm,
  outputLinkReplace: /\\([\[\]])/g,
  indentCodeCompensation: /^(\s+)(?:```)/,
  beginningSpace: /^\s+/,
  endingHash: /#$/,
  startingSpaceChar: /^ /,
  endingSpaceChar: / $/,
  nonSpaceChar: /[^ ]/,
  newLineCharGlobal: /\n/g,
  tabCharGlobal: /\t/g,
  multipleSpaceGlobal: /\s+/g,
  blankLine: /^[ \t]*$/,
  doubleBlankLine: /\n[ \t]*\n[ \t]*$/,
  blockquoteStart: /^ {0,3}>/,
  blockquoteSetextReplace: /\n {0,3}((?:=+|-+) *)(?=\n|$)/g,
  blockquoteSetextReplace2: /^ {0,3}>[ \t]?/gm,
  listReplaceTabs: /^\t+/,
  listReplaceNesting: /^ {1,4}(?=( {4})*[^ ])/g,
  listIsTask: /^\[[ xX]\] /,
  listReplaceTask: /^\[[ xX]\] +/,
  anyLine: /\n.*\n/,
  hrefBrackets: /^<(.*)>$/,
  tableDelimiter: /[:|]/,
  tableAlignChars: /^\||\| *$/g,
  tableRowBlankLine: /\n[ \t]*$/,
  tableAlignRight: /^ *-+: *$/,
  tableAlignCenter: /^ *:-+: *$/,
  tableAlignLeft: /^ *:-+ *$/,
  startATag: /^<a /i,
  endATag: /^<\/a>/i,
  startPreScriptTag: /^<(pre|code|kbd|script)(\s|>)/i,
  endPreScriptTag: /^<\/(pre|code|kbd|script)(\s|>)/i,
  startAngleBracket: /^</,
  endAngleBracket: />$/,
  pedanticHrefTitle: /^([^'"]*[^\s])\s+(['"])(.*)\2/,
  unicodeAlphaNumeric: /[\p{L}\p{N}]/u,
  escapeTest: /[&<>"']/,
  escapeReplace: /[&<>"']/g,
  escapeTestNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/,
  escapeReplaceNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g,
  unescapeTest: /&(#(?:\d+)|(?:#x[0-9A-Fa-f]+)|(?:\w+));?/ig,
  caret: /(^|[^\[])\^/g,
  percentDecode: /%25/g,
  findPipe: /\|/g,
  splitPipe: / \|/,
  slashPipe: /\\\|/g,
  carriageReturn: /\r\n|\r/g,
  spaceLine: /^ +$/gm,
  notSpaceStart: /^\S*/,
  endingNewline: /\n$/,
  listItemRegex: (bull) => new RegExp(`^( {0,3}${bull})((?:[	 ][^\\n]*)?(?:\\n|$))`),
  nextBulletRegex: (indent) => new RegExp(`^ {0,${Math.min(3, indent - 1)}}(?:[*+-]|\\d{1,9}[.)])((?:[ 	][^\\n]*)?(?:\\n|$))`),
  hrRegex: (indent) => new RegExp(`^ {0,${Math.min(3, indent - 1)}}((?:- *){3,}|(?:_ *){3,}|(?:\\* *){3,})(?:\\n+|$)`),
  fencesBeginRegex: (indent) => new RegExp(`^ {0,${Math.min(3, indent - 1)}}(?:\`\`\`|~~~)`),
  headingBeginRegex: (indent) => new RegExp(`^ {0,${Math.min(3, indent - 1)}}#`),
  htmlBeginRegex: (indent) => new RegExp(`^ {0,${Math.min(3, indent - 1)}}<(?:[a-z].*>|!--)`, "i")
};
var newline = /^(?:[ \t]*(?:\n|$))+/;
var blockCode = /^((?: {4}| {0,3}\t)[^\n]+(?:\n(?:[ \t]*(?:\n|$))*)?)+/;
var fences = /^ {0,3}(`{3,}(?=[^`\n]*(?:\n|$))|~{3,})([^\n]*)(?:\n|$)(?:|([\s\S]*?)(?:\n|$))(?: {0,3}\1[~`]* *(?=\n|$)|$)/;
var hr = /^ {0,3}((?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/;
var heading = /^ {0,3}(#{1,6})(?=\s|$)(.*)(?:\n+|$)/;
var bullet = /(?:[*+-]|\d{1,9}[.)])/;
var lheadingCore = /^(?!bull |blockCode|fences|blockquote|heading|html|table)((?:.|\n(?!\s*?\n|bull |blockCode|fences|blockquote|heading|html|table))+?)\n {0,3}(=+|-+) *(?:\n+|$)/;
var lheading = edit(lheadingCore).replace(/bull/g, bullet).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}/).replace(/html/g, / {0,3}<[^\n>]+>\n/).replace(/\|table/g, "").getRegex();
var lheadingGfm = edit(lheadingCore).replace(/bull/g, bullet).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}/).replace(/html/g, / {0,3}<[^\n>]+>\n/).replace(/table/g, / {0,3}\|?(?:[:\- ]*\|)+[\:\- ]*\n/).getRegex();
var _paragraph = /^([^\n]+(?:\n(?!hr|heading|lheading|blockquote|fences|list|html|table| +\n)[^\n]+)*)/;
var blockText = /^[^\n]+/;
var _blockLabel = /(?!\s*\])(?:\\.|[^\[\]\\])+/;
var def = edit(/^ {0,3}\[(label)\]: *(?:\n[ \t]*)?([^<\s][^\s]*|<.*?>)(?:(?: +(?:\n[ \t]*)?| *\n[ \t]*)(title))? *(?:\n+|$)/).replace("label", _blockLabel).replace("title", /(?:"(?:\\"?|[^"\\])*"|'[^'\n]*(?:\n[^'\n]+)*\n?'|\([^()]*\))/).getRegex();
var list = edit(/^( {0,3}bull)([ \t][^\n]+?)?(?:\n|$)/).replace(/bull/g, bullet).getRegex();
var _tag = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var _comment = /<!--(?:-?>|[\s\S]*?(?:-->|$))/;
var html = edit("^ {0,3}(?:<(script|pre|style|textarea)[\\s>][\\s\\S]*?(?:</\\1>[^\\n]*\\n+|$)|comment[^\\n]*(\\n+|$)|<\\?[\\s\\S]*?(?:\\?>\\n*|$)|<![A-Z][\\s\\S]*?(?:>\\n*|$)|<!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>\\n*|$)|</?(tag)(?: +|\\n|/?>)[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|<(?!script|pre|style|textarea)([a-z][\\w-]*)(?:attribute)*? */?>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|</(?!script|pre|style|textarea)[a-z][\\w-]*\\s*>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$))", "i").replace("comment", _comment).replace("tag", _tag).replace("attribute", / +[a-zA-Z:_][\w.:-]*(?: *= *"[^"\n]*"| *= *'[^'\n]*'| *= *[^\s"'=<>`]+)?/).getRegex();
var paragraph = edit(_paragraph).replace("hr", hr).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("|table", "").replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*\\n)|~{3,})[^\\n]*\\n").replace("list", " {0,3}(?:[*+-]|1[.)]) ").replace("html", "</?(?:tag)(?: +|\\n|/?>)|<(?:script|pre|style|textarea|!--)").replace("tag", _tag).getRegex();
var blockquote = edit(/^( {0,3}> ?(paragraph|[^\n]*)(?:\n|$))+/).replace("paragraph", paragraph).getRegex();
var blockNormal = {
  blockquote,
  code: blockCode,
  def,
  fences,
  heading,
  hr,
  html,
  lheading,
  list,
  newline,
  paragraph,
  table: noopTest,
  text: blockText
};
var gfmTable = edit("^ *([^\\n ].*)\\n {0,3}((?:\\| *)?:?-+:? *(?:\\| *:?-+:? *)*(?:\\| *)?)(?:\\n((?:(?! *\\n|hr|heading|blockquote|code|fences|list|html).*(?:\\n|$))*)\\n*|$)").replace("hr", hr).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("blockquote", " {0,3}>").replace("code", "(?: {4}| {0,3}	)[^\\n]").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*\\n)|~{3,})[^\\n]*\\n").replace("list", " {0,3}(?:[*+-]|1[.)]) ").replace("html", "</?(?:tag)(?: +|\\n|/?>)|<(?:script|pre|style|textarea|!--)").replace("tag", _tag).getRegex();
var blockGfm = {
  ...blockNormal,
  lheading: lheadingGfm,
  table: gfmTable,
  paragraph: edit(_paragraph).replace("hr", hr).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("table", gfmTable).replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*\\n)|~{3,})[^\\n]*\\n").replace("list", " {0,3}(?:[*+-]|1[.)]) ").replace("html", "</?(?:tag)(?: +|\\n|/?>)|<(?:script|pre|style|textarea|!--)").replace("tag", _tag).getRegex()
};
var blockPedantic = {
  ...blockNormal,
  html: edit(`^ *(?:comment *(?:\\n|\\s*$)|<(tag)[\\s\\S]+?</\\1> *(?:\\n{2,}|\\s*$)|<tag(?:"[^"]*"|'[^']*'|\\s[^'"/>\\s]*)*?/?> *(?:\\n{2,}|\\s*$))`).replace("comment", _comment).replace(/tag/g, "(?!(?:a|em|strong|small|s|cite|q|dfn|abbr|data|time|code|var|samp|kbd|sub|sup|i|b|u|mark|ruby|rt|rp|bdi|bdo|span|br|wbr|ins|del|img)\\b)\\w+(?!:|[^\\w\\s@]*@)\\b").getRegex(),
  def: /^ *\[([^\]]+)\]: *<?([^\s>]+)>?(?: +(["(][^\n]+[")]))? *(?:\n+|$)/,
  heading: /^(#{1,6})(.*)(?:\n+|$)/,
  fences: noopTest,
  // fences not supported
  lheading: /^(.+?)\n {0,3}(=+|-+) *(?:\n+|$)/,
  paragraph: edit(_paragraph).replace("hr", hr).replace("heading", " *#{1,6} *[^\n]").replace("lheading", lheading).replace("|table", "").replace("blockquote", " {0,3}>").replace("|fences", "").replace("|list", "").replace("|html", "").replace("|tag", "").getRegex()
};
var escape$1 = /^\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/;
var inlineCode = /^(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/;
var br = /^( {2,}|\\)\n(?!\s*$)/;
var inlineText = /^(`+|[^`])(?:(?= {2,}\n)|[\s\S]*?(?:(?=[\\<!\[`*_]|\b_|$)|[^ ](?= {2,}\n)))/;
var _punctuation = /[\p{P}\p{S}]/u;
var _punctuationOrSpace = /[\s\p{P}\p{S}]/u;
var _notPunctuationOrSpace = /[^\s\p{P}\p{S}]/u;
var punctuation = edit(/^((?![*_])punctSpace)/, "u").replace(/punctSpace/g, _punctuationOrSpace).getRegex();
var _punctuationGfmStrongEm = /(?!~)[\p{P}\p{S}]/u;
var _punctuationOrSpaceGfmStrongEm = /(?!~)[\s\p{P}\p{S}]/u;
var _notPunctuationOrSpaceGfmStrongEm = /(?:[^\s\p{P}\p{S}]|~)/u;
var blockSkip = /\[[^[\]]*?\]\((?:\\.|[^\\\(\)]|\((?:\\.|[^\\\(\)])*\))*\)|`[^`]*?`|<[^<>]*?>/g;
var emStrongLDelimCore = /^(?:\*+(?:((?!\*)punct)|[^\s*]))|^_+(?:((?!_)punct)|([^\s_]))/;
var emStrongLDelim = edit(emStrongLDelimCore, "u").replace(/punct/g, _punctuation).getRegex();
var emStrongLDelimGfm = edit(emStrongLDelimCore, "u").replace(/punct/g, _punctuationGfmStrongEm).getRegex();
var emStrongRDelimAstCore = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)punctSpace(\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|notPunctSpace(\\*+)(?=notPunctSpace)";
var emStrongRDelimAst = edit(emStrongRDelimAstCore, "gu").replace(/notPunctSpace/g, _notPunctuationOrSpace).replace(/punctSpace/g, _punctuationOrSpace).replace(/punct/g, _punctuation).getRegex();
var emStrongRDelimAstGfm = edit(emStrongRDelimAstCore, "gu").replace(/notPunctSpace/g, _notPunctuationOrSpaceGfmStrongEm).replace(/punctSpace/g, _punctuationOrSpaceGfmStrongEm).replace(/punct/g, _punctuationGfmStrongEm).getRegex();
var emStrongRDelimUnd = edit("^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)punctSpace(_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)", "gu").replace(/notPunctSpace/g, _notPunctuationOrSpace).replace(/punctSpace/g, _punctuationOrSpace).replace(/punct/g, _punctuation).getRegex();
var anyPunctuation = edit(/\\(punct)/, "gu").replace(/punct/g, _punctuation).getRegex();
var autolink = edit(/^<(scheme:[^\s\x00-\x1f<>]*|email)>/).replace("scheme", /[a-zA-Z][a-zA-Z0-9+.-]{1,31}/).replace("email", /[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+(@)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+(?![-_])/).getRegex();
var _inlineComment = edit(_comment).replace("(?:-->|$)", "-->").getRegex();
var tag = edit("^comment|^</[a-zA-Z][\\w:-]*\\s*>|^<[a-zA-Z][\\w-]*(?:attribute)*?\\s*/?>|^<\\?[\\s\\S]*?\\?>|^<![a-zA-Z]+\\s[\\s\\S]*?>|^<!\\[CDATA\\[[\\s\\S]*?\\]\\]>").replace("comment", _inlineComment).replace("attribute", /\s+[a-zA-Z:_][\w.:-]*(?:\s*=\s*"[^"]*"|\s*=\s*'[^']*'|\s*=\s*[^\s"'=<>`]+)?/).getRegex();
var _inlineLabel = /(?:\[(?:\\.|[^\[\]\\])*\]|\\.|`[^`]*`|[^\[\]\\`])*?/;
var link = edit(/^!?\[(label)\]\(\s*(href)(?:\s+(title))?\s*\)/).replace("label", _inlineLabel).replace("href", /<(?:\\.|[^\n<>\\])+>|[^\s\x00-\x1f]*/).replace("title", /"(?:\\"?|[^"\\])*"|'(?:\\'?|[^'\\])*'|\((?:\\\)?|[^)\\])*\)/).getRegex();
var reflink = edit(/^!?\[(label)\]\[(ref)\]/).replace("label", _inlineLabel).replace("ref", _blockLabel).getRegex();
var nolink = edit(/^!?\[(ref)\](?:\[\])?/).replace("ref", _blockLabel).getRegex();
var reflinkSearch = edit("reflink|nolink(?!\\()", "g").replace("reflink", reflink).replace("nolink", nolink).getRegex();
var inlineNormal = {
  _backpedal: noopTest,
  // only used for GFM url
  anyPunctuation,
  autolink,
  blockSkip,
  br,
  code: inlineCode,
  del: noopTest,
  emStrongLDelim,
  emStrongRDelimAst,
  emStrongRDelimUnd,
  escape: escape$1,
  link,
  nolink,
  punctuation,
  reflink,
  reflinkSearch,
  tag,
  text: inlineText,
  url: noopTest
};
var inlinePedantic = {
  ...inlineNormal,
  link: edit(/^!?\[(label)\]\((.*?)\)/).replace("label", _inlineLabel).getRegex(),
  reflink: edit(/^!?\[(label)\]\s*\[([^\]]*)\]/).replace("label", _inlineLabel).getRegex()
};
var inlineGfm = {
  ...inlineNormal,
  emStrongRDelimAst: emStrongRDelimAstGfm,
  emStrongLDelim: emStrongLDelimGfm,
  url: edit(/^((?:ftp|https?):\/\/|www\.)(?:[a-zA-Z0-9\-]+\.?)+[^\s<]*|^email/, "i").replace("email", /[A-Za-z0-9._+-]+(@)[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![-_])/).getRegex(),
  _backpedal: /(?:[^?!.,:;*_'"~()&]+|\([^)]*\)|&(?![a-zA-Z0-9]+;$)|[?!.,:;*_'"~)]+(?!$))+/,
  del: /^(~~?)(?=[^\s~])((?:\\.|[^\\])*?(?:\\.|[^\s~\\]))\1(?=[^~]|$)/,
  text: /^([`~]+|[^`~])(?:(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[`*~_]|\b_|https?:\/\/|ftp:\/\/|www\.|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)))/
};
var inlineBreaks = {
  ...inlineGfm,
  br: edit(br).replace("{2,}", "*").getRegex(),
  text: edit(inlineGfm.text).replace("\\b_", "\\b_| {2,}\\n").replace(/\{2,\}/g, "*").getRegex()
};
var block = {
  normal: blockNormal,
  gfm: blockGfm,
  pedantic: blockPedantic
};
var inline = {
  normal: inlineNormal,
  gfm: inlineGfm,
  breaks: inlineBreaks,
  pedantic: inlinePedantic
};
var escapeReplacements = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
var getEscapeReplacement = (ch) => escapeReplacements[ch];
function escape(html2, encode) {
  if (encode) {
    if (other.escapeTest.test(html2)) {
      return html2.replace(other.escapeReplace, getEscapeReplacement);
    }
  } else {
    if (other.escapeTestNoEncode.test(html2)) {
      return html2.replace(other.escapeReplaceNoEncode, getEscapeReplacement);
    }
  }
  return html2;
}
function cleanUrl(href) {
  try {
    href = encodeURI(href).replace(other.percentDecode, "%");
  } catch {
    return null;
  }
  return href;
}
function splitCells(tableRow, count) {
  const row = tableRow.replace(other.findPipe, (match, offset, str) => {
    let escaped = false;
    let curr = offset;
    while (--curr >= 0 && str[curr] === "\\")
      escaped = !escaped;
    if (escaped) {
      return "|";
    } else {
      return " |";
    }
  }), cells = row.split(other.splitPipe);
  let i = 0;
  if (!cells[0].trim()) {
    cells.shift();
  }
  if (cells.length > 0 && !cells.at(-1)?.trim()) {
    cells.pop();
  }
  if (count) {
    if (cells.length > count) {
      cells.splice(count);
    } else {
      while (cells.length < count)
        cells.push("");
    }
  }
  for (; i < cells.length; i++) {
    cells[i] = cells[i].trim().replace(other.slashPipe, "|");
  }
  return cells;
}
function rtrim(str, c, invert) {
  const l = str.length;
  if (l === 0) {
    return "";
  }
  let suffLen = 0;
  while (suffLen < l) {
    const currChar = str.charAt(l - suffLen - 1);
    if (currChar === c && true) {
      suffLen++;
    } else {
      break;
    }
  }
  return str.slice(0, l - suffLen);
}
function findClosingBracket(str, b) {
  if (str.indexOf(b[1]) === -1) {
    return -1;
  }
  let level = 0;
  for (let i = 0; i < str.length; i++) {
    if (str[i] === "\\") {
      i++;
    } else if (str[i] === b[0]) {
      level++;
    } else if (str[i] === b[1]) {
      level--;
      if (level < 0) {
        return i;
      }
    }
  }
  return -1;
}
function outputLink(cap, link2, raw, lexer2, rules) {
  const href = link2.href;
  const title = link2.title || null;
  const text = cap[1].replace(rules.other.outputLinkReplace, "$1");
  if (cap[0].charAt(0) !== "!") {
    lexer2.state.inLink = true;
    const token = {
      type: "link",
      raw,
      href,
      title,
      text,
      tokens: lexer2.inlineTokens(text)
    };
    lexer2.state.inLink = false;
    return token;
  }
  return {
    type: "image",
    raw,
    href,
    title,
    text
  };
}
function indentCodeCompensation(raw, text, rules) {
  const matchIndentToCode = raw.match(rules.other.indentCodeCompensation);
  if (matchIndentToCode === null) {
    return text;
  }
  const indentToCode = matchIndentToCode[1];
  return text.split("\n").map((node) => {
    const matchIndentInNode = node.match(rules.other.beginningSpace);
    if (matchIndentInNode === null) {
      return node;
    }
    const [indentInNode] = matchIndentInNode;
    if (indentInNode.length >= indentToCode.length) {
      return node.slice(indentToCode.length);
    }
    return node;
  }).join("\n");
}
var _Tokenizer = class {
  options;
  rules;
  // set by the lexer
  lexer;
  // set by the lexer
  constructor(options2) {
    this.options = options2 || _defaults;
  }
  space(src) {
    const cap = this.rules.block.newline.exec(src);
    if (cap && cap[0].length > 0) {
      return {
        type: "space",
        raw: cap[0]
      };
    }
  }
  code(src) {
    const cap = this.rules.block.code.exec(src);
    if (cap) {
      const text = cap[0].replace(this.rules.other.codeRemoveIndent, "");
      return {
        type: "code",
        raw: cap[0],
        codeBlockStyle: "indented",
        text: !this.options.pedantic ? rtrim(text, "\n") : text
      };
    }
  }
  fences(src) {
    const cap = this.rules.block.fences.exec(src);
    if (cap) {
      const raw = cap[0];
      const text = indentCodeCompensation(raw, cap[3] || "", this.rules);
      return {
        type: "code",
        raw,
        lang: cap[2] ? cap[2].trim().replace(this.rules.inline.anyPunctuation, "$1") : cap[2],
        text
      };
    }
  }
  heading(src) {
    const cap = this.rules.block.heading.exec(src);
    if (cap) {
      let text = cap[2].trim();
      if (this.rules.other.endingHash.test(text)) {
        const trimmed = rtrim(text, "#");
        if (this.options.pedantic) {
          text = trimmed.trim();
        } else if (!trimmed || this.rules.other.endingSpaceChar.test(trimmed)) {
          text = trimmed.trim();
        }
      }
      return {
        type: "heading",
        raw: cap[0],
        depth: cap[1].length,
        text,
        tokens: this.lexer.inline(text)
      };
    }
  }
  hr(src) {
    const cap = this.rules.block.hr.exec(src);
    if (cap) {
      return {
        type: "hr",
        raw: rtrim(cap[0], "\n")
      };
    }
  }
  blockquote(src) {
    const cap = this.rules.block.blockquote.exec(src);
    if (cap) {
      let lines = rtrim(cap[0], "\n").split("\n");
      let raw = "";
      let text = "";
      const tokens = [];
      while (lines.length > 0) {
        let inBlockquote = false;
        const currentLines = [];
        let i;
        for (i = 0; i < lines.length; i++) {
          if (this.rules.other.blockquoteStart.test(lines[i])) {
            currentLines.push(lines[i]);
            inBlockquote = true;
          } else if (!inBlockquote) {
            currentLines.push(lines[i]);
          } else {
            break;
          }
        }
        lines = lines.slice(i);
        const currentRaw = currentLines.join("\n");
        const currentText = currentRaw.replace(this.rules.other.blockquoteSetextReplace, "\n    $1").replace(this.rules.other.blockquoteSetextReplace2, "");
        raw = raw ? `${raw}
${currentRaw}` : currentRaw;
        text = text ? `${text}
${currentText}` : currentText;
        const top = this.lexer.state.top;
        this.lexer.state.top = true;
        this.lexer.blockTokens(currentText, tokens, true);
        this.lexer.state.top = top;
        if (lines.length === 0) {
          break;
        }
        const lastToken = tokens.at(-1);
        if (lastToken?.type === "code") {
          break;
        } else if (lastToken?.type === "blockquote") {
          const oldToken = lastToken;
          const newText = oldToken.raw + "\n" + lines.join("\n");
          const newToken = this.blockquote(newText);
          tokens[tokens.length - 1] = newToken;
          raw = raw.substring(0, raw.length - oldToken.raw.length) + newToken.raw;
          text = text.substring(0, text.length - oldToken.text.length) + newToken.text;
          break;
        } else if (lastToken?.type === "list") {
          const oldToken = lastToken;
          const newText = oldToken.raw + "\n" + lines.join("\n");
          const newToken = this.list(newText);
          tokens[tokens.length - 1] = newToken;
          raw = raw.substring(0, raw.length - lastToken.raw.length) + newToken.raw;
          text = text.substring(0, text.length - oldToken.raw.length) + newToken.raw;
          lines = newText.substring(tokens.at(-1).raw.length).split("\n");
          continue;
        }
      }
      return {
        type: "blockquote",
        raw,
        tokens,
        text
      };
    }
  }
  list(src) {
    let cap = this.rules.block.list.exec(src);
    if (cap) {
      let bull = cap[1].trim();
      const isordered = bull.length > 1;
      const list2 = {
        type: "list",
        raw: "",
        ordered: isordered,
        start: isordered ? +bull.slice(0, -1) : "",
        loose: false,
        items: []
      };
      bull = isordered ? `\\d{1,9}\\${bull.slice(-1)}` : `\\${bull}`;
      if (this.options.pedantic) {
        bull = isordered ? bull : "[*+-]";
      }
      const itemRegex = this.rules.other.listItemRegex(bull);
      let endsWithBlankLine = false;
      while (src) {
        let endEarly = false;
        let raw = "";
        let itemContents = "";
        if (!(cap = itemRegex.exec(src))) {
          break;
        }
        if (this.rules.block.hr.test(src)) {
          break;
        }
        raw = cap[0];
        src = src.substring(raw.length);
        let line = cap[2].split("\n", 1)[0].replace(this.rules.other.listReplaceTabs, (t) => " ".repeat(3 * t.length));
        let nextLine = src.split("\n", 1)[0];
        let blankLine = !line.trim();
        let indent = 0;
        if (this.options.pedantic) {
          indent = 2;
          itemContents = line.trimStart();
        } else if (blankLine) {
          indent = cap[1].length + 1;
        } else {
          indent = cap[2].search(this.rules.other.nonSpaceChar);
          indent = indent > 4 ? 1 : indent;
          itemContents = line.slice(indent);
          indent += cap[1].length;
        }
        if (blankLine && this.rules.other.blankLine.test(nextLine)) {
          raw += nextLine + "\n";
          src = src.substring(nextLine.length + 1);
          endEarly = true;
        }
        if (!endEarly) {
          const nextBulletRegex = this.rules.other.nextBulletRegex(indent);
          const hrRegex = this.rules.other.hrRegex(indent);
          const fencesBeginRegex = this.rules.other.fencesBeginRegex(indent);
          const headingBeginRegex = this.rules.other.headingBeginRegex(indent);
          const htmlBeginRegex = this.rules.other.htmlBeginRegex(indent);
          while (src) {
            const rawLine = src.split("\n", 1)[0];
            let nextLineWithoutTabs;
            nextLine = rawLine;
            if (this.options.pedantic) {
              nextLine = nextLine.replace(this.rules.other.listReplaceNesting, "  ");
              nextLineWithoutTabs = nextLine;
            } else {
              nextLineWithoutTabs = nextLine.replace(this.rules.other.tabCharGlobal, "    ");
            }
            if (fencesBeginRegex.test(nextLine)) {
              break;
            }
            if (headingBeginRegex.test(nextLine)) {
              break;
            }
            if (htmlBeginRegex.test(nextLine)) {
              break;
            }
            if (nextBulletRegex.test(nextLine)) {
              break;
            }
            if (hrRegex.test(nextLine)) {
              break;
            }
            if (nextLineWithoutTabs.search(this.rules.other.nonSpaceChar) >= indent || !nextLine.trim()) {
              itemContents += "\n" + nextLineWithoutTabs.slice(indent);
            } else {
              if (blankLine) {
                break;
              }
              if (line.replace(this.rules.other.tabCharGlobal, "    ").search(this.rules.other.nonSpaceChar) >= 4) {
                break;
              }
              if (fencesBeginRegex.test(line)) {
                break;
              }
              if (headingBeginRegex.test(line)) {
                break;
              }
              if (hrRegex.test(line)) {
                break;
              }
              itemContents += "\n" + nextLine;
            }
            if (!blankLine && !nextLine.trim()) {
              blankLine = true;
            }
            raw += rawLine + "\n";
            src = src.substring(rawLine.length + 1);
            line = nextLineWithoutTabs.slice(indent);
          }
        }
        if (!list2.loose) {
          if (endsWithBlankLine) {
            list2.loose = true;
          } else if (this.rules.other.doubleBlankLine.test(raw)) {
            endsWithBlankLine = true;
          }
        }
        let istask = null;
        let ischecked;
        if (this.options.gfm) {
          istask = this.rules.other.listIsTask.exec(itemContents);
          if (istask) {
            ischecked = istask[0] !== "[ ] ";
            itemContents = itemContents.replace(this.rules.other.listReplaceTask, "");
          }
        }
        list2.items.push({
          type: "list_item",
          raw,
          task: !!istask,
          checked: ischecked,
          loose: false,
          text: itemContents,
          tokens: []
        });
        list2.raw += raw;
      }
      const lastItem = list2.items.at(-1);
      if (lastItem) {
        lastItem.raw = lastItem.raw.trimEnd();
        lastItem.text = lastItem.text.trimEnd();
      } else {
        return;
      }
      list2.raw = list2.raw.trimEnd();
      for (let i = 0; i < list2.items.length; i++) {
        this.lexer.state.top = false;
        list2.items[i].tokens = this.lexer.blockTokens(list2.items[i].text, []);
        if (!list2.loose) {
          const spacers = list2.items[i].tokens.filter((t) => t.type === "space");
          const hasMultipleLineBreaks = spacers.length > 0 && spacers.some((t) => this.rules.other.anyLine.test(t.raw));
          list2.loose = hasMultipleLineBreaks;
        }
      }
      if (list2.loose) {
        for (let i = 0; i < list2.items.length; i++) {
          list2.items[i].loose = true;
        }
      }
      return list2;
    }
  }
  html(src) {
    const cap = this.rules.block.html.exec(src);
    if (cap) {
      const token = {
        type: "html",
        block: true,
        raw: cap[0],
        pre: cap[1] === "pre" || cap[1] === "script" || cap[1] === "style",
        text: cap[0]
      };
      return token;
    }
  }
  def(src) {
    const cap = this.rules.block.def.exec(src);
    if (cap) {
      const tag2 = cap[1].toLowerCase().replace(this.rules.other.multipleSpaceGlobal, " ");
      const href = cap[2] ? cap[2].replace(this.rules.other.hrefBrackets, "$1").replace(this.rules.inline.anyPunctuation, "$1") : "";
      const title = cap[3] ? cap[3].substring(1, cap[3].length - 1).replace(this.rules.inline.anyPunctuation, "$1") : cap[3];
      return {
        type: "def",
        tag: tag2,
        raw: cap[0],
        href,
        title
      };
    }
  }
  table(src) {
    const cap = this.rules.block.table.exec(src);
    if (!cap) {
      return;
    }
    if (!this.rules.other.tableDelimiter.test(cap[2])) {
      return;
    }
    const headers = splitCells(cap[1]);
    const aligns = cap[2].replace(this.rules.other.tableAlignChars, "").split("|");
    const rows = cap[3]?.trim() ? cap[3].replace(this.rules.other.tableRowBlankLine, "").split("\n") : [];
    const item = {
      type: "table",
      raw: cap[0],
      header: [],
      align: [],
      rows: []
    };
    if (headers.length !== aligns.length) {
      return;
    }
    for (const align of aligns) {
      if (this.rules.other.tableAlignRight.test(align)) {
        item.align.push("right");
      } else if (this.rules.other.tableAlignCenter.test(align)) {
        item.align.push("center");
      } else if (this.rules.other.tableAlignLeft.test(align)) {
        item.align.push("left");
      } else {
        item.align.push(null);
      }
    }
    for (let i = 0; i < headers.length; i++) {
      item.header.push({
        text: headers[i],
        tokens: this.lexer.inline(headers[i]),
        header: true,
        align: item.align[i]
      });
    }
    for (const row of rows) {
      item.rows.push(splitCells(row, item.header.length).map((cell, i) => {
        return {
          text: cell,
          tokens: this.lexer.inline(cell),
          header: false,
          align: item.align[i]
        };
      }));
    }
    return item;
  }
  lheading(src) {
    const cap = this.rules.block.lheading.exec(src);
    if (cap) {
      return {
        type: "heading",
        raw: cap[0],
        depth: cap[2].charAt(0) === "=" ? 1 : 2,
        text: cap[1],
        tokens: this.lexer.inline(cap[1])
      };
    }
  }
  paragraph(src) {
    const cap = this.rules.block.paragraph.exec(src);
    if (cap) {
      const text = cap[1].charAt(cap[1].length - 1) === "\n" ? cap[1].slice(0, -1) : cap[1];
      return {
        type: "paragraph",
        raw: cap[0],
        text,
        tokens: this.lexer.inline(text)
      };
    }
  }
  text(src) {
    const cap = this.rules.block.text.exec(src);
    if (cap) {
      return {
        type: "text",
        raw: cap[0],
        text: cap[0],
        tokens: this.lexer.inline(cap[0])
      };
    }
  }
  escape(src) {
    const cap = this.rules.inline.escape.exec(src);
    if (cap) {
      return {
        type: "escape",
        raw: cap[0],
        text: cap[1]
      };
    }
  }
  tag(src) {
    const cap = this.rules.inline.tag.exec(src);
    if (cap) {
      if (!this.lexer.state.inLink && this.rules.other.startATag.test(cap[0])) {
        this.lexer.state.inLink = true;
      } else if (this.lexer.state.inLink && this.rules.other.endATag.test(cap[0])) {
        this.lexer.state.inLink = false;
      }
      if (!this.lexer.state.inRawBlock && this.rules.other.startPreScriptTag.test(cap[0])) {
        this.lexer.state.inRawBlock = true;
      } else if (this.lexer.state.inRawBlock && this.rules.other.endPreScriptTag.test(cap[0])) {
        this.lexer.state.inRawBlock = false;
      }
      return {
        type: "html",
        raw: cap[0],
        inLink: this.lexer.state.inLink,
        inRawBlock: this.lexer.state.inRawBlock,
        block: false,
        text: cap[0]
      };
    }
  }
  link(src) {
    const cap = this.rules.inline.link.exec(src);
    if (cap) {
      const trimmedUrl = cap[2].trim();
      if (!this.options.pedantic && this.rules.other.startAngleBracket.test(trimmedUrl)) {
        if (!this.rules.other.endAngleBracket.test(trimmedUrl)) {
          return;
        }
        const rtrimSlash = rtrim(trimmedUrl.slice(0, -1), "\\");
        if ((trimmedUrl.length - rtrimSlash.length) % 2 === 0) {
          return;
        }
      } else {
        const lastParenIndex = findClosingBracket(cap[2], "()");
        if (lastParenIndex > -1) {
          const start = cap[0].indexOf("!") === 0 ? 5 : 4;
          const linkLen = start + cap[1].length + lastParenIndex;
          cap[2] = cap[2].substring(0, lastParenIndex);
          cap[0] = cap[0].substring(0, linkLen).trim();
          cap[3] = "";
        }
      }
      let href = cap[2];
      let title = "";
      if (this.options.pedantic) {
        const link2 = this.rules.other.pedanticHrefTitle.exec(href);
        if (link2) {
          href = link2[1];
          title = link2[3];
        }
      } else {
        title = cap[3] ? cap[3].slice(1, -1) : "";
      }
      href = href.trim();
      if (this.rules.other.startAngleBracket.test(href)) {
        if (this.options.pedantic && !this.rules.other.endAngleBracket.test(trimmedUrl)) {
          href = href.slice(1);
        } else {
          href = href.slice(1, -1);
        }
      }
      return outputLink(cap, {
        href: href ? href.replace(this.rules.inline.anyPunctuation, "$1") : href,
        title: title ? title.replace(this.rules.inline.anyPunctuation, "$1") : title
      }, cap[0], this.lexer, this.rules);
    }
  }
  reflink(src, links) {
    let cap;
    if ((cap = this.rules.inline.reflink.exec(src)) || (cap = this.rules.inline.nolink.exec(src))) {
      const linkString = (cap[2] || cap[1]).replace(this.rules.other.multipleSpaceGlobal, " ");
      const link2 = links[linkString.toLowerCase()];
      if (!link2) {
        const text = cap[0].charAt(0);
        return {
          type: "text",
          raw: text,
          text
        };
      }
      return outputLink(cap, link2, cap[0], this.lexer, this.rules);
    }
  }
  emStrong(src, maskedSrc, prevChar = "") {
    let match = this.rules.inline.emStrongLDelim.exec(src);
    if (!match)
      return;
    if (match[3] && prevChar.match(this.rules.other.unicodeAlphaNumeric))
      return;
    const nextChar = match[1] || match[2] || "";
    if (!nextChar || !prevChar || this.rules.inline.punctuation.exec(prevChar)) {
      const lLength = [...match[0]].length - 1;
      let rDelim, rLength, delimTotal = lLength, midDelimTotal = 0;
      const endReg = match[0][0] === "*" ? this.rules.inline.emStrongRDelimAst : this.rules.inline.emStrongRDelimUnd;
      endReg.lastIndex = 0;
      maskedSrc = maskedSrc.slice(-1 * src.length + lLength);
      while ((match = endReg.exec(maskedSrc)) != null) {
        rDelim = match[1] || match[2] || match[3] || match[4] || match[5] || match[6];
        if (!rDelim)
          continue;
        rLength = [...rDelim].length;
        if (match[3] || match[4]) {
          delimTotal += rLength;
          continue;
        } else if (match[5] || match[6]) {
          if (lLength % 3 && !((lLength + rLength) % 3)) {
            midDelimTotal += rLength;
            continue;
          }
        }
        delimTotal -= rLength;
        if (delimTotal > 0)
          continue;
        rLength = Math.min(rLength, rLength + delimTotal + midDelimTotal);
        const lastCharLength = [...match[0]][0].length;
        const raw = src.slice(0, lLength + match.index + lastCharLength + rLength);
        if (Math.min(lLength, rLength) % 2) {
          const text2 = raw.slice(1, -1);
          return {
            type: "em",
            raw,
            text: text2,
            tokens: this.lexer.inlineTokens(text2)
          };
        }
        const text = raw.slice(2, -2);
        return {
          type: "strong",
          raw,
          text,
          tokens: this.lexer.inlineTokens(text)
        };
      }
    }
  }
  codespan(src) {
    const cap = this.rules.inline.code.exec(src);
    if (cap) {
      let text = cap[2].replace(this.rules.other.newLineCharGlobal, " ");
      const hasNonSpaceChars = this.rules.other.nonSpaceChar.test(text);
      const hasSpaceCharsOnBothEnds = this.rules.other.startingSpaceChar.test(text) && this.rules.other.endingSpaceChar.test(text);
      if (hasNonSpaceChars && hasSpaceCharsOnBothEnds) {
        text = text.substring(1, text.length - 1);
      }
      return {
        type: "codespan",
        raw: cap[0],
        text
      };
    }
  }
  br(src) {
    const cap = this.rules.inline.br.exec(src);
    if (cap) {
      return {
        type: "br",
        raw: cap[0]
      };
    }
  }
  del(src) {
    const cap = this.rules.inline.del.exec(src);
    if (cap) {
      return {
        type: "del",
        raw: cap[0],
        text: cap[2],
        tokens: this.lexer.inlineTokens(cap[2])
      };
    }
  }
  autolink(src) {
    const cap = this.rules.inline.autolink.exec(src);
    if (cap) {
      let text, href;
      if (cap[2] === "@") {
        text = cap[1];
        href = "mailto:" + text;
      } else {
        text = cap[1];
        href = text;
      }
      return {
        type: "link",
        raw: cap[0],
        text,
        href,
        tokens: [
          {
            type: "text",
            raw: text,
            text
          }
        ]
      };
    }
  }
  url(src) {
    let cap;
    if (cap = this.rules.inline.url.exec(src)) {
      let text, href;
      if (cap[2] === "@") {
        text = cap[0];
        href = "mailto:" + text;
      } else {
        let prevCapZero;
        do {
          prevCapZero = cap[0];
          cap[0] = this.rules.inline._backpedal.exec(cap[0])?.[0] ?? "";
        } while (prevCapZero !== cap[0]);
        text = cap[0];
        if (cap[1] === "www.") {
          href = "http://" + cap[0];
        } else {
          href = cap[0];
        }
      }
      return {
        type: "link",
        raw: cap[0],
        text,
        href,
        tokens: [
          {
            type: "text",
            raw: text,
            text
          }
        ]
      };
    }
  }
  inlineText(src) {
    const cap = this.rules.inline.text.exec(src);
    if (cap) {
      const escaped = this.lexer.state.inRawBlock;
      return {
        type: "text",
        raw: cap[0],
        text: cap[0],
        escaped
      };
    }
  }
};
var _Lexer = class __Lexer {
  tokens;
  options;
  state;
  tokenizer;
  inlineQueue;
  constructor(options2) {
    this.tokens = [];
    this.tokens.links = /* @__PURE__ */ Object.create(null);
    this.options = options2 || _defaults;
    this.options.tokenizer = this.options.tokenizer || new _Tokenizer();
    this.tokenizer = this.options.tokenizer;
    this.tokenizer.options = this.options;
    this.tokenizer.lexer = this;
    this.inlineQueue = [];
    this.state = {
      inLink: false,
      inRawBlock: false,
      top: true
    };
    const rules = {
      other,
      block: block.normal,
      inline: inline.normal
    };
    if (this.options.pedantic) {
      rules.block = block.pedantic;
      rules.inline = inline.pedantic;
    } else if (this.options.gfm) {
      rules.block = block.gfm;
      if (this.options.breaks) {
        rules.inline = inline.breaks;
      } else {
        rules.inline = inline.gfm;
      }
    }
    this.tokenizer.rules = rules;
  }
  /**
   * Expose Rules
   */
  static get rules() {
    return {
      block,
      inline
    };
  }
  /**
   * Static Lex Method
   */
  static lex(src, options2) {
    const lexer2 = new __Lexer(options2);
    return lexer2.lex(src);
  }
  /**
   * Static Lex Inline Method
   */
  static lexInline(src, options2) {
    const lexer2 = new __Lexer(options2);
    return lexer2.inlineTokens(src);
  }
  /**
   * Preprocessing
   */
  lex(src) {
    src = src.replace(other.carriageReturn, "\n");
    this.blockTokens(src, this.tokens);
    for (let i = 0; i < this.inlineQueue.length; i++) {
      const next = this.inlineQueue[i];
      this.inlineTokens(next.src, next.tokens);
    }
    this.inlineQueue = [];
    return this.tokens;
  }
  blockTokens(src, tokens = [], lastParagraphClipped = false) {
    if (this.options.pedantic) {
      src = src.replace(other.tabCharGlobal, "    ").replace(other.spaceLine, "");
    }
    while (src) {
      let token;
      if (this.options.extensions?.block?.some((extTokenizer) => {
        if (token = extTokenizer.call({ lexer: this }, src, tokens)) {
          src = src.substring(token.raw.length);
          tokens.push(token);
          return true;
        }
        return false;
      })) {
        continue;
      }
      if (token = this.tokenizer.space(src)) {
        src = src.substring(token.raw.length);
        const lastToken = tokens.at(-1);
        if (token.raw.length === 1 && lastToken !== void 0) {
          lastToken.raw += "\n";
        } else {
          tokens.push(token);
        }
        continue;
      }
      if (token = this.tokenizer.code(src)) {
        src = src.substring(token.raw.length);
        const lastToken = tokens.at(-1);
        if (lastToken?.type === "paragraph" || lastToken?.type === "text") {
          lastToken.raw += "\n" + token.raw;
          lastToken.text += "\n" + token.text;
          this.inlineQueue.at(-1).src = lastToken.text;
        } else {
          tokens.push(token);
        }
        continue;
      }
      if (token = this.tokenizer.fences(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.heading(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.hr(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.blockquote(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.list(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.html(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.def(src)) {
        src = src.substring(token.raw.length);
        const lastToken = tokens.at(-1);
        if (lastToken?.type === "paragraph" || lastToken?.type === "text") {
          lastToken.raw += "\n" + token.raw;
          lastToken.text += "\n" + token.raw;
          this.inlineQueue.at(-1).src = lastToken.text;
        } else if (!this.tokens.links[token.tag]) {
          this.tokens.links[token.tag] = {
            href: token.href,
            title: token.title
          };
        }
        continue;
      }
      if (token = this.tokenizer.table(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.lheading(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      let cutSrc = src;
      if (this.options.extensions?.startBlock) {
        let startIndex = Infinity;
        const tempSrc = src.slice(1);
        let tempStart;
        this.options.extensions.startBlock.forEach((getStartIndex) => {
          tempStart = getStartIndex.call({ lexer: this }, tempSrc);
          if (typeof tempStart === "number" && tempStart >= 0) {
            startIndex = Math.min(startIndex, tempStart);
          }
        });
        if (startIndex < Infinity && startIndex >= 0) {
          cutSrc = src.substring(0, startIndex + 1);
        }
      }
      if (this.state.top && (token = this.tokenizer.paragraph(cutSrc))) {
        const lastToken = tokens.at(-1);
        if (lastParagraphClipped && lastToken?.type === "paragraph") {
          lastToken.raw += "\n" + token.raw;
          lastToken.text += "\n" + token.text;
          this.inlineQueue.pop();
          this.inlineQueue.at(-1).src = lastToken.text;
        } else {
          tokens.push(token);
        }
        lastParagraphClipped = cutSrc.length !== src.length;
        src = src.substring(token.raw.length);
        continue;
      }
      if (token = this.tokenizer.text(src)) {
        src = src.substring(token.raw.length);
        const lastToken = tokens.at(-1);
        if (lastToken?.type === "text") {
          lastToken.raw += "\n" + token.raw;
          lastToken.text += "\n" + token.text;
          this.inlineQueue.pop();
          this.inlineQueue.at(-1).src = lastToken.text;
        } else {
          tokens.push(token);
        }
        continue;
      }
      if (src) {
        const errMsg = "Infinite loop on byte: " + src.charCodeAt(0);
        if (this.options.silent) {
          console.error(errMsg);
          break;
        } else {
          throw new Error(errMsg);
        }
      }
    }
    this.state.top = true;
    return tokens;
  }
  inline(src, tokens = []) {
    this.inlineQueue.push({ src, tokens });
    return tokens;
  }
  /**
   * Lexing/Compiling
   */
  inlineTokens(src, tokens = []) {
    let maskedSrc = src;
    let match = null;
    if (this.tokens.links) {
      const links = Object.keys(this.tokens.links);
      if (links.length > 0) {
        while ((match = this.tokenizer.rules.inline.reflinkSearch.exec(maskedSrc)) != null) {
          if (links.includes(match[0].slice(match[0].lastIndexOf("[") + 1, -1))) {
            maskedSrc = maskedSrc.slice(0, match.index) + "[" + "a".repeat(match[0].length - 2) + "]" + maskedSrc.slice(this.tokenizer.rules.inline.reflinkSearch.lastIndex);
          }
        }
      }
    }
    while ((match = this.tokenizer.rules.inline.anyPunctuation.exec(maskedSrc)) != null) {
      maskedSrc = maskedSrc.slice(0, match.index) + "++" + maskedSrc.slice(this.tokenizer.rules.inline.anyPunctuation.lastIndex);
    }
    while ((match = this.tokenizer.rules.inline.blockSkip.exec(maskedSrc)) != null) {
      maskedSrc = maskedSrc.slice(0, match.index) + "[" + "a".repeat(match[0].length - 2) + "]" + maskedSrc.slice(this.tokenizer.rules.inline.blockSkip.lastIndex);
    }
    let keepPrevChar = false;
    let prevChar = "";
    while (src) {
      if (!keepPrevChar) {
        prevChar = "";
      }
      keepPrevChar = false;
      let token;
      if (this.options.extensions?.inline?.some((extTokenizer) => {
        if (token = extTokenizer.call({ lexer: this }, src, tokens)) {
          src = src.substring(token.raw.length);
          tokens.push(token);
          return true;
        }
        return false;
      })) {
        continue;
      }
      if (token = this.tokenizer.escape(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.tag(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.link(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.reflink(src, this.tokens.links)) {
        src = src.substring(token.raw.length);
        const lastToken = tokens.at(-1);
        if (token.type === "text" && lastToken?.type === "text") {
          lastToken.raw += token.raw;
          lastToken.text += token.text;
        } else {
          tokens.push(token);
        }
        continue;
      }
      if (token = this.tokenizer.emStrong(src, maskedSrc, prevChar)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.codespan(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.br(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.del(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (token = this.tokenizer.autolink(src)) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      if (!this.state.inLink && (token = this.tokenizer.url(src))) {
        src = src.substring(token.raw.length);
        tokens.push(token);
        continue;
      }
      let cutSrc = src;
      if (this.options.extensions?.startInline) {
        let startIndex = Infinity;
        const tempSrc = src.slice(1);
        let tempStart;
        this.options.extensions.startInline.forEach((getStartIndex) => {
          tempStart = getStartIndex.call({ lexer: this }, tempSrc);
          if (typeof tempStart === "number" && tempStart >= 0) {
            startIndex = Math.min(startIndex, tempStart);
          }
        });
        if (startIndex < Infinity && startIndex >= 0) {
          cutSrc = src.substring(0, startIndex + 1);
        }
      }
      if (token = this.tokenizer.inlineText(cutSrc)) {
        src = src.substring(token.raw.length);
        if (token.raw.slice(-1) !== "_") {
          prevChar = token.raw.slice(-1);
        }
        keepPrevChar = true;
        const lastToken = tokens.at(-1);
        if (lastToken?.type === "text") {
          lastToken.raw += token.raw;
          lastToken.text += token.text;
        } else {
          tokens.push(token);
        }
        continue;
      }
      if (src) {
        const errMsg = "Infinite loop on byte: " + src.charCodeAt(0);
        if (this.options.silent) {
          console.error(errMsg);
          break;
        } else {
          throw new Error(errMsg);
        }
      }
    }
    return tokens;
  }
};
var _Renderer = class {
  options;
  parser;
  // set by the parser
  constructor(options2) {
    this.options = options2 || _defaults;
  }
  space(token) {
    return "";
  }
  code({ text, lang, escaped }) {
    const langString = (lang || "").match(other.notSpaceStart)?.[0];
    const code = text.replace(other.endingNewline, "") + "\n";
    if (!langString) {
      return "<pre><code>" + (escaped ? code : escape(code, true)) + "</code></pre>\n";
    }
    return '<pre><code class="language-' + escape(langString) + '">' + (escaped ? code : escape(code, true)) + "</code></pre>\n";
  }
  blockquote({ tokens }) {
    const body = this.parser.parse(tokens);
    return `<blockquote>
${body}</blockquote>
`;
  }
  html({ text }) {
    return text;
  }
  heading({ tokens, depth }) {
    return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>
`;
  }
  hr(token) {
    return "<hr>\n";
  }
  list(token) {
    const ordered = token.ordered;
    const start = token.start;
    let body = "";
    for (let j = 0; j < token.items.length; j++) {
      const item = token.items[j];
      body += this.listitem(item);
    }
    const type = ordered ? "ol" : "ul";
    const startAttr = ordered && start !== 1 ? ' start="' + start + '"' : "";
    return "<" + type + startAttr + ">\n" + body + "</" + type + ">\n";
  }
  listitem(item) {
    let itemBody = "";
    if (item.task) {
      const checkbox = this.checkbox({ checked: !!item.checked });
      if (item.loose) {
        if (item.tokens[0]?.type === "paragraph") {
          item.tokens[0].text = checkbox + " " + item.tokens[0].text;
          if (item.tokens[0].tokens && item.tokens[0].tokens.length > 0 && item.tokens[0].tokens[0].type === "text") {
            item.tokens[0].tokens[0].text = checkbox + " " + escape(item.tokens[0].tokens[0].text);
            item.tokens[0].tokens[0].escaped = true;
          }
        } else {
          item.tokens.unshift({
            type: "text",
            raw: checkbox + " ",
            text: checkbox + " ",
            escaped: true
          });
        }
      } else {
        itemBody += checkbox + " ";
      }
    }
    itemBody += this.parser.parse(item.tokens, !!item.loose);
    return `<li>${itemBody}</li>
`;
  }
  checkbox({ checked }) {
    return "<input " + (checked ? 'checked="" ' : "") + 'disabled="" type="checkbox">';
  }
  paragraph({ tokens }) {
    return `<p>${this.parser.parseInline(tokens)}</p>
`;
  }
  table(token) {
    let header = "";
    let cell = "";
    for (let j = 0; j < token.header.length; j++) {
      cell += this.tablecell(token.header[j]);
    }
    header += this.tablerow({ text: cell });
    let body = "";
    for (let j = 0; j < token.rows.length; j++) {
      const row = token.rows[j];
      cell = "";
      for (let k = 0; k < row.length; k++) {
        cell += this.tablecell(row[k]);
      }
      body += this.tablerow({ text: cell });
    }
    if (body)
      body = `<tbody>${body}</tbody>`;
    return "<table>\n<thead>\n" + header + "</thead>\n" + body + "</table>\n";
  }
  tablerow({ text }) {
    return `<tr>
${text}</tr>
`;
  }
  tablecell(token) {
    const content = this.parser.parseInline(token.tokens);
    const type = token.header ? "th" : "td";
    const tag2 = token.align ? `<${type} align="${token.align}">` : `<${type}>`;
    return tag2 + content + `</${type}>
`;
  }
  /**
   * span level renderer
   */
  strong({ tokens }) {
    return `<strong>${this.parser.parseInline(tokens)}</strong>`;
  }
  em({ tokens }) {
    return `<em>${this.parser.parseInline(tokens)}</em>`;
  }
  codespan({ text }) {
    return `<code>${escape(text, true)}</code>`;
  }
  br(token) {
    return "<br>";
  }
  del({ tokens }) {
    return `<del>${this.parser.parseInline(tokens)}</del>`;
  }
  link({ href, title, tokens }) {
    const text = this.parser.parseInline(tokens);
    const cleanHref = cleanUrl(href);
    if (cleanHref === null) {
      return text;
    }
    href = cleanHref;
    let out = '<a href="' + href + '"';
    if (title) {
      out += ' title="' + escape(title) + '"';
    }
    out += ">" + text + "</a>";
    return out;
  }
  image({ href, title, text }) {
    const cleanHref = cleanUrl(href);
    if (cleanHref === null) {
      return escape(text);
    }
    href = cleanHref;
    let out = `<img src="${href}" alt="${text}"`;
    if (title) {
      out += ` title="${escape(title)}"`;
    }
    out += ">";
    return out;
  }
  text(token) {
    return "tokens" in token && token.tokens ? this.parser.parseInline(token.tokens) : "escaped" in token && token.escaped ? token.text : escape(token.text);
  }
};
var _TextRenderer = class {
  // no need for block level renderers
  strong({ text }) {
    return text;
  }
  em({ text }) {
    return text;
  }
  codespan({ text }) {
    return text;
  }
  del({ text }) {
    return text;
  }
  html({ text }) {
    return text;
  }
  text({ text }) {
    return text;
  }
  link({ text }) {
    return "" + text;
  }
  image({ text }) {
    return "" + text;
  }
  br() {
    return "";
  }
};
var _Parser = class __Parser {
  options;
  renderer;
  textRenderer;
  constructor(options2) {
    this.options = options2 || _defaults;
    this.options.renderer = this.options.renderer || new _Renderer();
    this.renderer = this.options.renderer;
    this.renderer.options = this.options;
    this.renderer.parser = this;
    this.textRenderer = new _TextRenderer();
  }
  /**
   * Static Parse Method
   */
  static parse(tokens, options2) {
    const parser2 = new __Parser(options2);
    return parser2.parse(tokens);
  }
  /**
   * Static Parse Inline Method
   */
  static parseInline(tokens, options2) {
    const parser2 = new __Parser(options2);
    return parser2.parseInline(tokens);
  }
  /**
   * Parse Loop
   */
  parse(tokens, top = true) {
    let out = "";
    for (let i = 0; i < tokens.length; i++) {
      const anyToken = tokens[i];
      if (this.options.extensions?.renderers?.[anyToken.type]) {
        const genericToken = anyToken;
        const ret = this.options.extensions.renderers[genericToken.type].call({ parser: this }, genericToken);
        if (ret !== false || !["space", "hr", "heading", "code", "table", "blockquote", "list", "html", "paragraph", "text"].includes(genericToken.type)) {
          out += ret || "";
          continue;
        }
      }
      const token = anyToken;
      switch (token.type) {
        case "space": {
          out += this.renderer.space(token);
          continue;
        }
        case "hr": {
          out += this.renderer.hr(token);
          continue;
        }
        case "heading": {
          out += this.renderer.heading(token);
          continue;
        }
        case "code": {
          out += this.renderer.code(token);
          continue;
        }
        case "table": {
          out += this.renderer.table(token);
          continue;
        }
        case "blockquote": {
          out += this.renderer.blockquote(token);
          continue;
        }
        case "list": {
          out += this.renderer.list(token);
          continue;
        }
        case "html": {
          out += this.renderer.html(token);
          continue;
        }
        case "paragraph": {
          out += this.renderer.paragraph(token);
          continue;
        }
        case "text": {
          let textToken = token;
          let body = this.renderer.text(textToken);
          while (i + 1 < tokens.length && tokens[i + 1].type === "text") {
            textToken = tokens[++i];
            body += "\n" + this.renderer.text(textToken);
          }
          if (top) {
            out += this.renderer.paragraph({
              type: "paragraph",
              raw: body,
              text: body,
              tokens: [{ type: "text", raw: body, text: body, escaped: true }]
            });
          } else {
            out += body;
          }
          continue;
        }
        default: {
          const errMsg = 'Token with "' + token.type + '" type was not found.';
          if (this.options.silent) {
            console.error(errMsg);
            return "";
          } else {
            throw new Error(errMsg);
          }
        }
      }
    }
    return out;
  }
  /**
   * Parse Inline Tokens
   */
  parseInline(tokens, renderer = this.renderer) {
    let out = "";
    for (let i = 0; i < tokens.length; i++) {
      const anyToken = tokens[i];
      if (this.options.extensions?.renderers?.[anyToken.type]) {
        const ret = this.options.extensions.renderers[anyToken.type].call({ parser: this }, anyToken);
        if (ret !== false || !["escape", "html", "link", "image", "strong", "em", "codespan", "br", "del", "text"].includes(anyToken.type)) {
          out += ret || "";
          continue;
        }
      }
      const token = anyToken;
      switch (token.type) {
        case "escape": {
          out += renderer.text(token);
          break;
        }
        case "html": {
          out += renderer.html(token);
          break;
        }
        case "link": {
          out += renderer.link(token);
          break;
        }
        case "image": {
          out += renderer.image(token);
          break;
        }
        case "strong": {
          out += renderer.strong(token);
          break;
        }
        case "em": {
          out += renderer.em(token);
          break;
        }
        case "codespan": {
          out += renderer.codespan(token);
          break;
        }
        case "br": {
          out += renderer.br(token);
          break;
        }
        case "del": {
          out += renderer.del(token);
          break;
        }
        case "text": {
          out += renderer.text(token);
          break;
        }
        default: {
          const errMsg = 'Token with "' + token.type + '" type was not found.';
          if (this.options.silent) {
            console.error(errMsg);
            return "";
          } else {
            throw new Error(errMsg);
          }
        }
      }
    }
    return out;
  }
};
var _Hooks = class {
  options;
  block;
  constructor(options2) {
    this.options = options2 || _defaults;
  }
  static passThroughHooks = /* @__PURE__ */ new Set([
    "preprocess",
    "postprocess",
    "processAllTokens"
  ]);
  /**
   * Process markdown before marked
   */
  preprocess(markdown) {
    return markdown;
  }
  /**
   * Process HTML after marked is finished
   */
  postprocess(html2) {
    return html2;
  }
  /**
   * Process all tokens before walk tokens
   */
  processAllTokens(tokens) {
    return tokens;
  }
  /**
   * Provide function to tokenize markdown
   */
  provideLexer() {
    return this.block ? _Lexer.lex : _Lexer.lexInline;
  }
  /**
   * Provide function to parse tokens
   */
  provideParser() {
    return this.block ? _Parser.parse : _Parser.parseInline;
  }
};
var Marked = class {
  defaults = _getDefaults();
  options = this.setOptions;
  parse = this.parseMarkdown(true);
  parseInline = this.parseMarkdown(false);
  Parser = _Parser;
  Renderer = _Renderer;
  TextRenderer = _TextRenderer;
  Lexer = _Lexer;
  Tokenizer = _Tokenizer;
  Hooks = _Hooks;
  constructor(...args) {
    this.use(...args);
  }
  /**
   * Run callback for every token
   */
  walkTokens(tokens, callback) {
    let values = [];
    for (const token of tokens) {
      values = values.concat(callback.call(this, token));
      switch (token.type) {
        case "table": {
          const tableToken = token;
          for (const cell of tableToken.header) {
            values = values.concat(this.walkTokens(cell.tokens, callback));
          }
          for (const row of tableToken.rows) {
            for (const cell of row) {
              values = values.concat(this.walkTokens(cell.tokens, callback));
            }
          }
          break;
        }
        case "list": {
          const listToken = token;
          values = values.concat(this.walkTokens(listToken.items, callback));
          break;
        }
        default: {
          const genericToken = token;
          if (this.defaults.extensions?.childTokens?.[genericToken.type]) {
            this.defaults.extensions.childTokens[genericToken.type].forEach((childTokens) => {
              const tokens2 = genericToken[childTokens].flat(Infinity);
              values = values.concat(this.walkTokens(tokens2, callback));
            });
          } else if (genericToken.tokens) {
            values = values.concat(this.walkTokens(genericToken.tokens, callback));
          }
        }
      }
    }
    return values;
  }
  use(...args) {
    const extensions = this.defaults.extensions || { renderers: {}, childTokens: {} };
    args.forEach((pack) => {
      const opts = { ...pack };
      opts.async = this.defaults.async || opts.async || false;
      if (pack.extensions) {
        pack.extensions.forEach((ext) => {
          if (!ext.name) {
            throw new Error("extension name required");
          }
          if ("renderer" in ext) {
            const prevRenderer = extensions.renderers[ext.name];
            if (prevRenderer) {
              extensions.renderers[ext.name] = function(...args2) {
                let ret = ext.renderer.apply(this, args2);
                if (ret === false) {
                  ret = prevRenderer.apply(this, args2);
                }
                return ret;
              };
            } else {
              extensions.renderers[ext.name] = ext.renderer;
            }
          }
          if ("tokenizer" in ext) {
            if (!ext.level || ext.level !== "block" && ext.level !== "inline") {
              throw new Error("extension level must be 'block' or 'inline'");
            }
            const extLevel = extensions[ext.level];
            if (extLevel) {
              extLevel.unshift(ext.tokenizer);
            } else {
              extensions[ext.level] = [ext.tokenizer];
            }
            if (ext.start) {
              if (ext.level === "block") {
                if (extensions.startBlock) {
                  extensions.startBlock.push(ext.start);
                } else {
                  extensions.startBlock = [ext.start];
                }
              } else if (ext.level === "inline") {
                if (extensions.startInline) {
                  extensions.startInline.push(ext.start);
                } else {
                  extensions.startInline = [ext.start];
                }
              }
            }
          }
          if ("childTokens" in ext && ext.childTokens) {
            extensions.childTokens[ext.name] = ext.childTokens;
          }
        });
        opts.extensions = extensions;
      }
      if (pack.renderer) {
        const renderer = this.defaults.renderer || new _Renderer(this.defaults);
        for (const prop in pack.renderer) {
          if (!(prop in renderer)) {
            throw new Error(`renderer '${prop}' does not exist`);
          }
          if (["options", "parser"].includes(prop)) {
            continue;
          }
          const rendererProp = prop;
          const rendererFunc = pack.renderer[rendererProp];
          const prevRenderer = renderer[rendererProp];
          renderer[rendererProp] = (...args2) => {
            let ret = rendererFunc.apply(renderer, args2);
            if (ret === false) {
              ret = prevRenderer.apply(renderer, args2);
            }
            return ret || "";
          };
        }
        opts.renderer = renderer;
      }
      if (pack.tokenizer) {
        const tokenizer = this.defaults.tokenizer || new _Tokenizer(this.defaults);
        for (const prop in pack.tokenizer) {
          if (!(prop in tokenizer)) {
            throw new Error(`tokenizer '${prop}' does not exist`);
          }
          if (["options", "rules", "lexer"].includes(prop)) {
            continue;
          }
          const tokenizerProp = prop;
          const tokenizerFunc = pack.tokenizer[tokenizerProp];
          const prevTokenizer = tokenizer[tokenizerProp];
          tokenizer[tokenizerProp] = (...args2) => {
            let ret = tokenizerFunc.apply(tokenizer, args2);
            if (ret === false) {
              ret = prevTokenizer.apply(tokenizer, args2);
            }
            return ret;
          };
        }
        opts.tokenizer = tokenizer;
      }
      if (pack.hooks) {
        const hooks = this.defaults.hooks || new _Hooks();
        for (const prop in pack.hooks) {
          if (!(prop in hooks)) {
            throw new Error(`hook '${prop}' does not exist`);
          }
          if (["options", "block"].includes(prop)) {
            continue;
          }
          const hooksProp = prop;
          const hooksFunc = pack.hooks[hooksProp];
          const prevHook = hooks[hooksProp];
          if (_Hooks.passThroughHooks.has(prop)) {
            hooks[hooksProp] = (arg) => {
              if (this.defaults.async) {
                return Promise.resolve(hooksFunc.call(hooks, arg)).then((ret2) => {
                  return prevHook.call(hooks, ret2);
                });
              }
              const ret = hooksFunc.call(hooks, arg);
              return prevHook.call(hooks, ret);
            };
          } else {
            hooks[hooksProp] = (...args2) => {
              let ret = hooksFunc.apply(hooks, args2);
              if (ret === false) {
                ret = prevHook.apply(hooks, args2);
              }
              return ret;
            };
          }
        }
        opts.hooks = hooks;
      }
      if (pack.walkTokens) {
        const walkTokens2 = this.defaults.walkTokens;
        const packWalktokens = pack.walkTokens;
        opts.walkTokens = function(token) {
          let values = [];
          values.push(packWalktokens.call(this, token));
          if (walkTokens2) {
            values = values.concat(walkTokens2.call(this, token));
          }
          return values;
        };
      }
      this.defaults = { ...this.defaults, ...opts };
    });
    return this;
  }
  setOptions(opt) {
    this.defaults = { ...this.defaults, ...opt };
    return this;
  }
  lexer(src, options2) {
    return _Lexer.lex(src, options2 ?? this.defaults);
  }
  parser(tokens, options2) {
    return _Parser.parse(tokens, options2 ?? this.defaults);
  }
  parseMarkdown(blockType) {
    const parse = (src, options2) => {
      const origOpt = { ...options2 };
      const opt = { ...this.defaults, ...origOpt };
      const throwError = this.onError(!!opt.silent, !!opt.async);
      if (this.defaults.async === true && origOpt.async === false) {
        return throwError(new Error("marked(): The async option was set to true by an extension. Remove async: false from the parse options object to return a Promise."));
      }
      if (typeof src === "undefined" || src === null) {
        return throwError(new Error("marked(): input parameter is undefined or null"));
      }
      if (typeof src !== "string") {
        return throwError(new Error("marked(): input parameter is of type " + Object.prototype.toString.call(src) + ", string expected"));
      }
      if (opt.hooks) {
        opt.hooks.options = opt;
        opt.hooks.block = blockType;
      }
      const lexer2 = opt.hooks ? opt.hooks.provideLexer() : blockType ? _Lexer.lex : _Lexer.lexInline;
      const parser2 = opt.hooks ? opt.hooks.provideParser() : blockType ? _Parser.parse : _Parser.parseInline;
      if (opt.async) {
        return Promise.resolve(opt.hooks ? opt.hooks.preprocess(src) : src).then((src2) => lexer2(src2, opt)).then((tokens) => opt.hooks ? opt.hooks.processAllTokens(tokens) : tokens).then((tokens) => opt.walkTokens ? Promise.all(this.walkTokens(tokens, opt.walkTokens)).then(() => tokens) : tokens).then((tokens) => parser2(tokens, opt)).then((html2) => opt.hooks ? opt.hooks.postprocess(html2) : html2).catch(throwError);
      }
      try {
        if (opt.hooks) {
          src = opt.hooks.preprocess(src);
        }
        let tokens = lexer2(src, opt);
        if (opt.hooks) {
          tokens = opt.hooks.processAllTokens(tokens);
        }
        if (opt.walkTokens) {
          this.walkTokens(tokens, opt.walkTokens);
        }
        let html2 = parser2(tokens, opt);
        if (opt.hooks) {
          html2 = opt.hooks.postprocess(html2);
        }
        return html2;
      } catch (e) {
        return throwError(e);
      }
    };
    return parse;
  }
  onError(silent, async) {
    return (e) => {
      e.message += "\nPlease report this to https://github.com/markedjs/marked.";
      if (silent) {
        const msg = "<p>An error occurred:</p><pre>" + escape(e.message + "", true) + "</pre>";
        if (async) {
          return Promise.resolve(msg);
        }
        return msg;
      }
      if (async) {
        return Promise.reject(e);
      }
      throw e;
    };
  }
};
var markedInstance = new Marked();
function marked(src, opt) {
  return markedInstance.parse(src, opt);
}
marked.options = marked.setOptions = function(options2) {
  markedInstance.setOptions(options2);
  marked.defaults = markedInstance.defaults;
  changeDefaults(marked.defaults);
  return marked;
};
marked.getDefaults = _getDefaults;
marked.defaults = _defaults;
marked.use = function(...args) {
  markedInstance.use(...args);
  marked.defaults = markedInstance.defaults;
  changeDefaults(marked.defaults);
  return marked;
};
marked.walkTokens = function(tokens, callback) {
  return markedInstance.walkTokens(tokens, callback);
};
marked.parseInline = markedInstance.parseInline;
marked.Parser = _Parser;
marked.parser = _Parser.parse;
marked.Renderer = _Renderer;
marked.TextRenderer = _TextRenderer;
marked.Lexer = _Lexer;
marked.lexer = _Lexer.lex;
marked.Tokenizer = _Tokenizer;
marked.Hooks = _Hooks;
marked.parse = marked;
var options = marked.options;
var setOptions = marked.setOptions;
var use = marked.use;
var walkTokens = marked.walkTokens;
var parseInline = marked.parseInline;
var parser = _Parser.parse;
var lexer = _Lexer.lex;

// src/core/markdown.ts
var LEX_LIMITS = {
  /** Longer texts are not lexed at all. */
  maxChars: 512 * 1024,
  /** Characters of container syntax (indentation, `>`, list markers) before a line's content. */
  maxNesting: 256,
  /** length × risky characters of one inline run (paragraph, heading, table cell, …). */
  maxInlineCost: 2e8,
  /** The same, summed over a text. */
  maxTotalInlineCost: 6e8
};
function nestingDepth(src) {
  let max = 0;
  let i = 0;
  while (i < src.length) {
    let n3 = 0;
    for (; ; ) {
      const c = src.charCodeAt(i);
      if (c === 32 || c === 9 || c === 62) {
        n3++;
        i++;
      } else if ((c === 45 || c === 42 || c === 43) && (src.charCodeAt(i + 1) === 32 || src.charCodeAt(i + 1) === 9)) {
        n3 += 2;
        i += 2;
      } else if (c >= 48 && c <= 57) {
        let j = i;
        while (j < src.length && j - i < 9 && src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) j++;
        const d = src.charCodeAt(j);
        if ((d === 46 || d === 41) && (src.charCodeAt(j + 1) === 32 || src.charCodeAt(j + 1) === 9)) {
          n3 += j - i + 2;
          i = j + 2;
        } else break;
      } else break;
    }
    if (n3 > max) max = n3;
    const nl = src.indexOf("\n", i);
    if (nl < 0) break;
    i = nl + 1;
  }
  return max;
}
function riskyChars(s) {
  let n3 = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 92 || c === 96 || c === 60 || c === 91) n3++;
  }
  return n3;
}
function lexChecked(text) {
  const cached = lexCache.get(text);
  if (cached) return cached;
  const r = doLex(text);
  lexCacheChars += text.length;
  lexCache.set(text, r);
  for (const k of lexCache.keys()) {
    if (lexCacheChars <= LEX_CACHE_CHARS && lexCache.size <= LEX_CACHE_ENTRIES) break;
    lexCache.delete(k);
    lexCacheChars -= k.length;
  }
  return r;
}
var lexCache = /* @__PURE__ */ new Map();
var LEX_CACHE_CHARS = 8 * 1024 * 1024;
var LEX_CACHE_ENTRIES = 1024;
var lexCacheChars = 0;
function doLex(text) {
  if (text.length > LEX_LIMITS.maxChars) return { tokens: [], complete: false, problem: `longer than ${LEX_LIMITS.maxChars} characters` };
  const src = text.replace(/\r\n|\r/g, "\n");
  if (nestingDepth(src) > LEX_LIMITS.maxNesting) return { tokens: [], complete: false, problem: `nested deeper than ${LEX_LIMITS.maxNesting} characters of block syntax` };
  try {
    const lexer2 = new _Lexer({ gfm: false });
    lexer2.blockTokens(src, lexer2.tokens);
    const queue = lexer2.inlineQueue;
    let total = 0;
    let skipped = 0;
    for (const run of queue) {
      const cost = run.src.length * riskyChars(run.src);
      if (cost > LEX_LIMITS.maxInlineCost || total + cost > LEX_LIMITS.maxTotalInlineCost) {
        skipped++;
        continue;
      }
      total += cost;
      lexer2.inlineTokens(run.src, run.tokens);
    }
    queue.length = 0;
    return skipped ? { tokens: lexer2.tokens, complete: false, problem: `${skipped} paragraph(s) too costly to lex inline` } : { tokens: lexer2.tokens, complete: true };
  } catch (e) {
    return { tokens: [], complete: false, problem: `the markdown lexer failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}
function lex(text) {
  return lexChecked(text).tokens;
}
function removeCommentSpans(s) {
  let out = "";
  let pos = 0;
  for (; ; ) {
    const open = s.indexOf("<!--", pos);
    if (open < 0) break;
    const close = s.indexOf("-->", open + 4);
    if (close < 0) break;
    out += s.slice(pos, open);
    pos = close + 3;
  }
  return pos === 0 ? s : out + s.slice(pos);
}
function isCommentBlock(raw) {
  const t = raw.trimStart();
  return t.startsWith("<!--") && t.includes("-->");
}
function stripHtmlComments(text, tokens) {
  if (!text.includes("<!--")) return { content: text, stripped: false };
  tokens ??= lex(text);
  const src = text.replace(/\r\n|\r/g, "\n");
  let out = "";
  let pos = 0;
  let stripped = false;
  for (const t of tokens) {
    const at = t.raw ? src.indexOf(t.raw, pos) : -1;
    if (at >= 0) {
      out += src.slice(pos, at);
      pos = at + t.raw.length;
    }
    if (t.type === "html" && isCommentBlock(t.raw)) {
      const residue = removeCommentSpans(t.raw);
      stripped = true;
      if (residue.trim().length > 0) out += residue;
      continue;
    }
    out += at >= 0 ? t.raw : "";
  }
  out += src.slice(pos);
  return stripped ? { content: out, stripped } : { content: text, stripped: false };
}
var IMPORT_RE = /(?:^|\s)@((?:[^\s\\]|\\ )+)/g;
function candidatesIn(text, out) {
  IMPORT_RE.lastIndex = 0;
  let m;
  while (m = IMPORT_RE.exec(text)) {
    let p = m[1];
    if (!p) continue;
    const hash2 = p.indexOf("#");
    if (hash2 !== -1) p = p.slice(0, hash2);
    if (!p) continue;
    p = p.replace(/\\ /g, " ");
    if (!p) continue;
    if (!isAcceptedCandidate(p)) continue;
    out.push({ raw: m[1], path: p });
  }
}
function isAcceptedCandidate(p) {
  if (p.startsWith("//") || p.startsWith("\\\\") || /^\\\\[?.]\\/.test(p) || /^\\\?\?\\/.test(p)) return false;
  return p.startsWith("./") || p.startsWith("~/") || p.startsWith("/") && p !== "/" || !p.startsWith("@") && !/^[#%^&*()]+/.test(p) && /^[a-zA-Z0-9._-]/.test(p);
}
function extractImportCandidates(tokens) {
  const out = [];
  const walk = (els, depth) => {
    if (!els || depth > 200) return;
    for (const el of els) {
      if (el.type === "code" || el.type === "codespan") continue;
      if (el.type === "html") {
        const raw = el.raw ?? "";
        if (isCommentBlock(raw)) {
          const residue = removeCommentSpans(raw);
          if (residue.trim().length > 0) candidatesIn(residue, out);
        }
        continue;
      }
      if (el.type === "text") candidatesIn(el.text ?? "", out);
      if (el.tokens) walk(el.tokens, depth + 1);
      if (el.items) walk(el.items, depth + 1);
    }
  };
  walk(tokens, 0);
  return out;
}
function lineOf(text, raw, starts) {
  const needle = "@" + raw;
  let from = 0;
  for (; ; ) {
    const i = text.indexOf(needle, from);
    if (i < 0) return void 0;
    if (i === 0 || /\s/.test(text[i - 1])) {
      if (starts) {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = lo + hi + 1 >>> 1;
          if (starts[mid] <= i) lo = mid;
          else hi = mid - 1;
        }
        return lo + 1;
      }
      let line = 1;
      for (let k = 0; k < i; k++) if (text.charCodeAt(k) === 10) line++;
      return line;
    }
    from = i + 1;
  }
}
function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

// src/core/memoryIndex.ts
function formatFileSize(n3) {
  const kb = n3 / 1024;
  if (kb < 1) return `${n3} bytes`;
  if (kb < 1024) return `${kb.toFixed(1).replace(/\.0$/, "")}KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${mb.toFixed(1).replace(/\.0$/, "")}MB`;
  return `${(mb / 1024).toFixed(1).replace(/\.0$/, "")}GB`;
}
function truncateMemoryIndex(trimmed) {
  const all = trimmed.split("\n");
  const lines = all.length;
  const chars = trimmed.length;
  const byLines = lines > MEMORY_MAX_LINES;
  const byChars = chars > MEMORY_MAX_CHARS;
  if (!byLines && !byChars) return { content: trimmed, lines, chars, truncatedByLines: false, truncatedByChars: false, keptLines: lines };
  let kept = byLines ? all.slice(0, MEMORY_MAX_LINES).join("\n") : trimmed;
  let cutInsideLine1 = false;
  if (kept.length > MEMORY_MAX_CHARS) {
    const cut = kept.lastIndexOf("\n", MEMORY_MAX_CHARS);
    cutInsideLine1 = cut <= 0;
    kept = kept.slice(0, cut > 0 ? cut : MEMORY_MAX_CHARS);
  }
  const keptLines = kept.split("\n").length;
  const what = byChars && !byLines ? `${formatFileSize(chars)} (limit: ${formatFileSize(MEMORY_MAX_CHARS)}) \u2014 index entries are too long` : byLines && !byChars ? `${lines} lines (limit: ${MEMORY_MAX_LINES})` : `${lines} lines and ${formatFileSize(chars)}`;
  const firstDropped = all[keptLines] ?? "";
  const detail = cutInsideLine1 ? `everything after the first ${kept.length} characters of line 1 was cut off` : `${lines - keptLines} of ${lines} lines were cut off, starting at line ${keptLines + 1} ("${firstDropped.length > 80 ? firstDropped.slice(0, 79) + "\u2026" : firstDropped}")`;
  return {
    content: kept,
    warning: `

> WARNING: MEMORY.md is ${what}. Only part of it was loaded: ${detail}. Keep index entries to one line under ~200 chars; move detail into topic files.`,
    lines,
    chars,
    truncatedByLines: byLines,
    truncatedByChars: byChars,
    firstDroppedLine: cutInsideLine1 ? 1 : keptLines + 1,
    keptLines
  };
}
var INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
var KEEP = /* @__PURE__ */ new Set(["	", "\n", "\u200C", "\u200D", "\uFE0E", "\uFE0F"]);
function stripInvisible(text) {
  return text.replace(INVISIBLE, (c) => KEEP.has(c) ? c : "");
}
var SUSPICIOUS_CHARS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e\p{Co}]|[\u{e0000}-\u{e007f}]/gu;

// src/core/vfs.ts
import * as P2 from "node:path/posix";
var MAX_HOPS = 40;
var PATH_MAX = 4096;
var Vfs = class {
  mounts;
  /** Resolutions by normalised path: following the last link, and not (lstat). */
  followed = /* @__PURE__ */ new Map();
  unfollowed = /* @__PURE__ */ new Map();
  constructor(mounts2) {
    this.mounts = mounts2.map((m) => ({ ...m, at: normalizeAbs(m.at) })).sort((a, b) => b.at.length - a.at.length);
  }
  mount(name) {
    return this.mounts.find((m) => m.name === name);
  }
  locate(abs) {
    for (const m of this.mounts) {
      if (abs === m.at) return { mount: m, rel: "" };
      if (m.at === "/" ? abs.startsWith("/") : abs.startsWith(m.at + "/")) return { mount: m, rel: abs.slice(m.at === "/" ? 1 : m.at.length + 1) };
    }
    return void 0;
  }
  isMountAncestor(abs) {
    return abs === "/" || this.mounts.some((m) => m.at.startsWith(abs + "/"));
  }
  /** Resolves symlinks (all of them when follow, else all but the last component), like realpath/lstat. */
  resolve(abs, follow = true) {
    return this.walk(normalizeAbs(abs), follow).then((w) => w.res);
  }
  /** Cached per normalised path: a path's resolution is computed once, from its parent directory's. */
  walk(norm3, follow) {
    const cache2 = follow ? this.followed : this.unfollowed;
    let r = cache2.get(norm3);
    if (!r) {
      r = this.doWalk(norm3, follow);
      cache2.set(norm3, r);
    }
    return r;
  }
  /**
   * Resolves the parent directory first (cached, so a deep tree costs one step per new directory rather
   * than one per component of every path: the walk up from a launch directory thousands of levels deep
   * stays linear), then the last component within it.
   */
  async doWalk(norm3, follow) {
    if (norm3 === "/") return { res: { ok: true, path: "/", entry: { kind: "dir" }, viaSymlink: false }, hops: 0 };
    if (Buffer.byteLength(norm3) >= PATH_MAX) return { res: { ok: false, reason: "missing", path: norm3, viaSymlink: false }, hops: 0 };
    const slash = norm3.lastIndexOf("/");
    const parentPath = slash === 0 ? "/" : norm3.slice(0, slash);
    const name = norm3.slice(slash + 1);
    const pending = [];
    for (let p = parentPath; p !== "/" && !this.followed.has(p); p = p.slice(0, Math.max(1, p.lastIndexOf("/")))) pending.push(p);
    for (let i = pending.length - 1; i >= 0; i--) await this.walk(pending[i], true);
    const parent = await this.walk(parentPath, true);
    const pr = parent.res;
    if (!pr.ok) return { res: { ...pr, path: pr.reason === "loop" ? pr.path : P2.join(pr.path, name) }, hops: parent.hops };
    if (pr.entry.kind !== "dir") return { res: { ok: false, reason: "missing", path: P2.join(pr.path, name), viaSymlink: pr.viaSymlink }, hops: parent.hops };
    return this.step(pr.path === "/" ? "" : pr.path, [name], follow, parent.hops, pr.viaSymlink);
  }
  /**
   * Walks `queue` (path components) from the real directory `cur` ('' for /), following links: a
   * relative link target continues from the link's directory, an absolute one from /. A target that
   * leaves every mount is `outside` and never read.
   */
  async step(cur, queue, follow, hops, viaSymlink) {
    let entry = { kind: "dir" };
    while (queue.length) {
      const name = queue.shift();
      if (name === ".") continue;
      if (name === "..") {
        cur = cur.slice(0, Math.max(0, cur.lastIndexOf("/")));
        entry = { kind: "dir" };
        continue;
      }
      const next = cur + "/" + name;
      const loc2 = this.locate(next);
      if (!loc2) {
        if (this.isMountAncestor(next)) {
          cur = next;
          entry = { kind: "dir" };
          continue;
        }
        return { res: { ok: false, reason: "outside", path: P2.join(next, ...queue), viaSymlink }, hops };
      }
      const e = await loc2.mount.tree.stat(loc2.rel);
      if (!e) return { res: { ok: false, reason: "missing", path: P2.join(next, ...queue), viaSymlink }, hops };
      if (e.kind === "symlink" && (queue.length > 0 || follow)) {
        if (++hops > MAX_HOPS) return { res: { ok: false, reason: "loop", path: next, viaSymlink: true }, hops };
        const target = await loc2.mount.tree.readlink(loc2.rel);
        if (target === void 0 || target === "" || target.includes("\0")) return { res: { ok: false, reason: "missing", path: next, viaSymlink: true }, hops };
        viaSymlink = true;
        queue = [...target.split("/").filter(Boolean), ...queue];
        if (target.startsWith("/")) cur = "";
        entry = { kind: "dir" };
        continue;
      }
      if (queue.length > 0 && e.kind !== "dir") return { res: { ok: false, reason: "missing", path: P2.join(next, ...queue), viaSymlink }, hops };
      cur = next;
      entry = e;
    }
    return { res: { ok: true, path: cur || "/", entry, viaSymlink }, hops };
  }
  /** realpath(): the resolved path, or the path itself when it cannot be resolved (like Claude Code's safeResolvePath). */
  async realpath(abs) {
    const r = await this.resolve(abs);
    return r.ok ? r.path : abs;
  }
  async readFile(abs, maxBytes) {
    const r = await this.resolve(abs);
    if (!r.ok) return { ok: false, reason: r.reason, real: r.path, viaSymlink: r.viaSymlink };
    if (r.entry.kind !== "file") return { ok: false, reason: r.entry.kind === "dir" ? "missing" : "not-file", real: r.path, viaSymlink: r.viaSymlink };
    if (r.entry.size !== void 0 && r.entry.size > maxBytes) return { ok: false, reason: "too-large", real: r.path, size: r.entry.size, viaSymlink: r.viaSymlink };
    const loc2 = this.locate(r.path);
    const data = await loc2.mount.tree.read(loc2.rel, maxBytes);
    if (!data) return { ok: false, reason: "missing", real: r.path, viaSymlink: r.viaSymlink };
    if (data.length > maxBytes) return { ok: false, reason: "too-large", real: r.path, size: r.entry.size ?? data.length, viaSymlink: r.viaSymlink };
    return { ok: true, real: r.path, data, viaSymlink: r.viaSymlink };
  }
  /** Directory listing after following links; undefined when not a directory. */
  async readdir(abs) {
    const r = await this.resolve(abs);
    if (!r.ok || r.entry.kind !== "dir") return void 0;
    const loc2 = this.locate(r.path);
    if (!loc2) return { real: r.path, names: [] };
    const names = await loc2.mount.tree.readdir(loc2.rel);
    return names ? { real: r.path, names } : void 0;
  }
  /** The kind of the entry at abs without following a final symlink. */
  async lkind(abs) {
    const r = await this.resolve(abs, false);
    return r.ok ? r.entry.kind : void 0;
  }
};
function normalizeAbs(p) {
  if (p.length > 1 && p.charCodeAt(0) === 47 && !p.endsWith("/") && !p.endsWith("/.") && !p.endsWith("/..") && !p.includes("//") && !p.includes("/./") && !p.includes("/../") && !p.includes("\\")) return p;
  const n3 = P2.normalize(p.replace(/\\/g, "/"));
  return n3.length > 1 && n3.endsWith("/") ? n3.slice(0, -1) : n3;
}
function isInside(p, dir) {
  if (dir === "/") return p.startsWith("/");
  return p === dir || p.startsWith(dir + "/");
}

// src/core/loader.ts
function copySource(s) {
  return { ...s, size: { ...s.size }, imports: s.imports.map((i) => ({ ...i })) };
}
var NO_HOME = "/nonexistent-home";
var LEX_SESSION_MS = 3e3;
var MODES = ["claude-md", "claude-md-or-agents-md", "claude-md-and-agents-md", "managed-only"];
var LEGACY_MODES = { none: "managed-only", claude: "claude-md", "agents-fallback": "claude-md-or-agents-md", both: "claude-md-and-agents-md" };
var Loader = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  ctx;
  launchPlan;
  excludesList = [];
  mode = "claude-md-or-agents-md";
  settingsErrors = [];
  displayed = /* @__PURE__ */ new Map();
  displayDirs;
  display(abs) {
    let d = this.displayed.get(abs);
    if (d === void 0) this.displayed.set(abs, d = this.displayOf(abs));
    return d;
  }
  displayOf(abs) {
    const dirs = this.displayDirs ??= {
      root: normalizeAbs(this.opts.root),
      memoryDir: this.opts.memoryDir ? normalizeAbs(this.opts.memoryDir) : void 0,
      home: this.opts.home ? normalizeAbs(this.opts.home) : void 0
    };
    const { memoryDir, root, home } = dirs;
    if (memoryDir && isInside(abs, memoryDir) && !isInside(memoryDir, root)) return "memory/" + P3.relative(memoryDir, abs);
    if (isInside(abs, root)) return P3.relative(root, abs) || ".";
    if (home && isInside(abs, home)) return "~/" + P3.relative(home, abs);
    return abs;
  }
  async init() {
    if (this.ctx) return;
    const root = normalizeAbs(this.opts.root);
    const cwd = normalizeAbs(this.opts.cwd ?? root);
    const home = this.opts.home ? normalizeAbs(this.opts.home) : NO_HOME;
    const settingsFiles = [
      ...this.opts.home ? [P3.join(home, ".claude", "settings.json")] : [],
      P3.join(cwd, ".claude", "settings.json"),
      P3.join(cwd, ".claude", "settings.local.json")
    ];
    const excludes = [];
    let mode;
    let legacy;
    for (const f of settingsFiles) {
      const r = await this.opts.vfs.readFile(f, 1048576);
      if (!r.ok) continue;
      let json;
      try {
        json = JSON.parse(r.data.toString("utf8"));
      } catch (e) {
        this.settingsErrors.push({ path: this.display(f), error: e instanceof Error ? e.message : String(e) });
        continue;
      }
      if (!json || typeof json !== "object") continue;
      const s = json;
      if (Array.isArray(s.claudeMdExcludes)) excludes.push(...s.claudeMdExcludes.filter((x) => typeof x === "string"));
      if (f !== settingsFiles[0] || !this.opts.home) continue;
      const pc = s.pluginConfigs;
      if (!pc || typeof pc !== "object") continue;
      for (const [name, v] of Object.entries(pc)) {
        if (!/^agents-md(@|$)|cc-plugin-agents-md/.test(name)) continue;
        const o = v?.options;
        if (!o || typeof o !== "object") continue;
        if (typeof o.instructionFiles === "string" && MODES.includes(o.instructionFiles)) mode = o.instructionFiles;
        if (typeof o.projectInstructions === "string") legacy = o.projectInstructions;
      }
    }
    if (!mode && legacy) mode = LEGACY_MODES[legacy];
    this.mode = this.opts.instructionFiles ?? mode ?? "claude-md-or-agents-md";
    this.excludesList = [...excludes, ...this.opts.excludes ?? []];
    const realCache = /* @__PURE__ */ new Map();
    for (const p of this.excludesList.slice(0, MAX_PATTERNS)) {
      if (!p.startsWith("/")) continue;
      const m = /[*?{[]/.exec(p);
      const dir = P3.dirname(m ? p.slice(0, m.index) : p);
      realCache.set(dir, await this.opts.vfs.realpath(dir));
    }
    const excludeProblems = [];
    this.ctx = {
      opts: this.opts,
      vfs: this.opts.vfs,
      root,
      cwd,
      home,
      skipped: [],
      warnings: [],
      pathRules: [],
      excluded: compileExcludes(this.excludesList, (d) => realCache.get(d) ?? d, excludeProblems),
      parseCache: /* @__PURE__ */ new Map(),
      lazy: false,
      skipKeys: /* @__PURE__ */ new Set(),
      lexMs: 0
    };
    for (const error of excludeProblems) this.settingsErrors.push({ path: "claudeMdExcludes", error });
  }
  /** Directories from the root (or the filesystem root's child) down to `dir`, root-most first. */
  chain(dir) {
    const out = [];
    let d = dir;
    for (; ; ) {
      out.push(d);
      if (d === this.ctx.root || d === "/" || !isInside(d, this.ctx.root)) break;
      d = P3.dirname(d);
    }
    return out.reverse().filter((x) => x !== "/" && x.length < PATH_MAX);
  }
  skip(s) {
    const path5 = this.display(s.abs);
    const key = `${s.abs}\0${s.reason}\0${s.from ? "f" + s.from.path : ""}`;
    if (this.ctx.skipKeys.has(key)) return;
    this.ctx.skipKeys.add(key);
    this.ctx.skipped.push({ path: path5, ...s });
  }
  async parse(abs, type, withImports) {
    const key = `${type === "AutoMem" ? "M" : withImports ? "I" : "N"}${abs}`;
    let p = this.ctx.parseCache.get(key);
    if (!p) {
      p = this.doParse(abs, type, withImports);
      this.ctx.parseCache.set(key, p);
    }
    return p;
  }
  async doParse(abs, type, withImports) {
    if ((type === "Project" || type === "Local") && !isInside((await this.ctx.vfs.resolve(abs)).path, this.ctx.root)) return "outside-root";
    const r = await this.ctx.vfs.readFile(abs, MAX_FILE_BYTES);
    if (!r.ok) {
      if (r.reason === "too-large") return "too-large";
      if (r.reason === "outside") return "outside-root";
      if (r.reason === "loop") return "symlink-loop";
      if (r.reason === "not-file") return "not-regular-file";
      return void 0;
    }
    const ext = P3.extname(abs).toLowerCase();
    if (ext && !TEXT_FILE_EXTENSIONS.has(ext)) return "non-text-extension";
    const text = r.data.toString("utf8");
    const fm = parseFrontmatter(text);
    const body = fm.body;
    const hasComment = body.includes("<!--");
    const wantImports = withImports && type !== "AutoMem" && body.includes("@");
    let lexed;
    if (hasComment || wantImports) {
      if (this.ctx.lexMs > LEX_SESSION_MS) lexed = { tokens: [], complete: false, problem: `this session already spent ${LEX_SESSION_MS} ms lexing markdown` };
      else {
        const t0 = performance2.now();
        lexed = lexChecked(body);
        this.ctx.lexMs += performance2.now() - t0;
      }
      if (!lexed.complete) this.warn({ path: this.display(abs), kind: "markdown-unparsed", detail: lexed.problem ?? "" });
    }
    const tokens = lexed?.tokens;
    let content = hasComment ? stripHtmlComments(body, tokens).content : body;
    const imports = [];
    if (wantImports && tokens) {
      const base = P3.dirname(r.real);
      const seen = /* @__PURE__ */ new Set();
      let starts;
      for (const c of extractImportCandidates(tokens)) {
        starts ??= lineStarts(body);
        const target = this.expandPath(c.path, base);
        if (seen.has(target)) continue;
        seen.add(target);
        const l = lineOf(body, c.raw, starts);
        imports.push({ raw: c.raw, abs: target, line: l === void 0 ? void 0 : l + fm.lines });
      }
    }
    if (type === "AutoMem") content = stripInvisible(content);
    const globs = fm.data.paths !== void 0 ? ruleGlobs(fm.data.paths) : void 0;
    return { content, globs, fm, imports, bytes: r.data.length, sha256: createHash("sha256").update(r.data).digest("hex") };
  }
  expandPath(p, base) {
    p = p.trim();
    if (p === "~") return this.ctx.home;
    if (p.startsWith("~/")) return normalizeAbs(P3.join(this.ctx.home, p.slice(2)));
    if (p.startsWith("/")) return normalizeAbs(p);
    return normalizeAbs(P3.resolve(base, p));
  }
  /**
   * Claude Code's processMemoryFile: one file and, depth first, its imports. `processed` is shared by the
   * whole pass; the first path to reach a file owns it.
   */
  async processFile(abs, type, processed, includeExternal, depth, meta) {
    const from = meta.parent ? { path: this.display(meta.parent), line: meta.fromLine } : void 0;
    if (processed.has(abs)) {
      if (depth > 0) this.skip({ abs, reason: "already-loaded", from, type });
      return [];
    }
    if (depth >= MAX_INCLUDE_DEPTH) {
      this.skip({ abs, reason: "import-too-deep", from, type, detail: `depth ${depth} (four import hops at most)` });
      return [];
    }
    if ((type === "User" || type === "Project" || type === "Local") && this.ctx.excluded(abs)) {
      this.skip({ abs, reason: "excluded", from, type, detail: "claudeMdExcludes" });
      return [];
    }
    const real = await this.ctx.vfs.realpath(abs);
    if (real !== abs && processed.has(real)) {
      this.skip({ abs, reason: "already-loaded", from, type, detail: `same file as ${this.display(real)}` });
      return [];
    }
    processed.add(abs);
    if (real !== abs) processed.add(real);
    if (depth > 0 && !includeExternal && !(type === "User") && !isInside(real, this.ctx.cwd)) {
      this.skip({ abs, reason: "import-outside-launch-dir", from, type, detail: `resolves to ${this.display(real)}, outside the launch directory` });
      return [];
    }
    const parsed = await this.parse(abs, type, true);
    if (parsed === void 0) {
      if (depth > 0) this.skip({ abs, reason: "missing", from, type });
      return [];
    }
    if (typeof parsed === "string") {
      this.skip({ abs, reason: parsed, from, type, detail: parsed === "too-large" ? `over ${MAX_FILE_BYTES} bytes` : void 0 });
      return [];
    }
    if (parsed.fm.unparsable) this.warn({ path: this.display(abs), kind: "frontmatter-unparsable", detail: parsed.fm.error ?? "" });
    if (!parsed.content.trim()) {
      this.skip({ abs, reason: "empty", from, type, detail: parsed.imports.length ? `${parsed.imports.length} import(s) not followed` : void 0 });
      return [];
    }
    const src = this.makeSource(abs, type, parsed, depth, meta);
    const out = [src];
    for (const imp of parsed.imports) {
      const external = !isInside(imp.abs, this.ctx.cwd);
      if (external && !includeExternal) {
        this.skip({ abs: imp.abs, reason: "import-outside-launch-dir", from: { path: src.path, line: imp.line }, type, detail: "outside the launch directory; needs interactive approval" });
        continue;
      }
      out.push(
        ...await this.processFile(imp.abs, type, processed, includeExternal, depth + 1, {
          scope: "import",
          why: { kind: "import", from: src.path, line: imp.line },
          mode: meta.mode,
          parent: abs,
          fromLine: imp.line
        })
      );
    }
    return out;
  }
  walkMemo = /* @__PURE__ */ new Map();
  /**
   * The walk of a rules directory for path-scoped rules, which every read repeats for the launch
   * directory's rules. A walk's outcome depends only on which of the paths it looks up in `processed` are
   * already there (trees, parses and settings do not change): when those answers are the same as in a
   * recorded walk, the record is replayed (the same paths marked processed, the same sources) instead of
   * walking again. Its skips and warnings need no replay: this Loader noted them when it recorded the
   * walk, and notes each skip and warning only once.
   */
  async memoWalk(rulesDir, type, processed, includeExternal, mode) {
    const key = `${type}\0${includeExternal}\0${mode}\0${rulesDir}`;
    const records = this.walkMemo.get(key) ?? [];
    for (const r of records) {
      let same = true;
      for (const [p, had] of r.queried) {
        if (processed.has(p) !== had) {
          same = false;
          break;
        }
      }
      if (!same) continue;
      for (const p of r.added) processed.add(p);
      return r.out.map(copySource);
    }
    const rec = { queried: /* @__PURE__ */ new Map(), added: [], out: [] };
    const added = /* @__PURE__ */ new Set();
    const tracked = {
      rec,
      has: (p) => {
        const had = processed.has(p);
        if (!added.has(p) && !rec.queried.has(p)) rec.queried.set(p, had);
        return had;
      },
      add: (p) => {
        added.add(p);
        rec.added.push(p);
        processed.add(p);
      }
    };
    const out = await this.rulesWalk(rulesDir, type, tracked, includeExternal, true, mode);
    rec.out = out.map(copySource);
    if (records.length < 4 && (rec.queried.size || rec.out.length)) this.walkMemo.set(key, [...records, rec]);
    return out;
  }
  warn(w) {
    if (!this.ctx.warnings.some((x) => x.path === w.path && x.kind === w.kind && x.detail === w.detail)) this.ctx.warnings.push(w);
  }
  /** A parsed file as shown at launch and as attached lazily (the same file is attached in many reads). */
  rendered = /* @__PURE__ */ new WeakMap();
  render(abs, parsed, launch) {
    let r = this.rendered.get(parsed);
    if (!r) this.rendered.set(parsed, r = {});
    const hit = launch ? r.launch : r.lazy;
    if (hit) return hit;
    let content = parsed.content;
    let warning;
    content = launch ? content.trim() : content.replace(/\n+$/, "").replace(/<(\/?)system-reminder>/g, (_m, slash) => slash ? "<\\/system-reminder>" : "<\\system-reminder>");
    if (!launch && content.length > LAZY_CUT_CHARS) {
      const cut = content.lastIndexOf("\n", LAZY_CUT_CHARS);
      const kept = content.slice(0, cut > 0 ? cut : LAZY_CUT_CHARS);
      warning = `

> Only the start of this file is shown. For the rest, call Read on ${abs} with offset=${kept.split("\n").length + 1} and a limit.`;
      content = kept;
    }
    const out = { content, warning, lines: content === "" ? 0 : content.split("\n").length };
    if (launch) r.launch = out;
    else r.lazy = out;
    return out;
  }
  makeSource(abs, type, parsed, depth, meta) {
    let content;
    let warning;
    let truncation;
    let lines;
    if (type === "AutoMem") {
      truncation = truncateMemoryIndex(parsed.content.trim());
      content = stripInvisible(truncation.content).trim();
      warning = truncation.warning;
      lines = content === "" ? 0 : content.split("\n").length;
    } else ({ content, warning, lines } = this.render(abs, parsed, meta.mode === "launch"));
    const g = parsed.globs?.globs;
    return {
      path: this.display(abs),
      abs,
      type,
      scope: meta.scope,
      mode: meta.mode,
      why: meta.why,
      parent: meta.parent ? this.display(meta.parent) : void 0,
      depth,
      content,
      warning,
      globs: g,
      size: { bytes: parsed.bytes, lines, chars: content.length, tokens: approxTokens(content.length) },
      sha256: parsed.sha256,
      frontmatterLines: parsed.fm.lines,
      frontmatterUnparsable: parsed.fm.unparsable || void 0,
      frontmatterKeys: parsed.fm.present ? Object.keys(parsed.fm.data) : void 0,
      imports: parsed.imports.map((i) => ({ raw: i.raw, target: this.display(i.abs), line: i.line })),
      truncation,
      survivesCompact: meta.mode === "launch",
      _globs: parsed.globs
    };
  }
  /** Claude Code's processMdRules: recursive, symlinks followed, entries sorted by name for determinism. */
  async rulesWalk(rulesDir, type, processed, includeExternal, conditional, mode, visited = /* @__PURE__ */ new Set(), top = rulesDir) {
    if (conditional && rulesDir === top && visited.size === 0 && !processed.rec) return this.memoWalk(rulesDir, type, processed, includeExternal, mode);
    if (visited.has(rulesDir)) return [];
    if (type !== "User" && rulesDir === top && !isInside((await this.ctx.vfs.resolve(rulesDir)).path, this.ctx.root)) {
      this.skip({ abs: rulesDir, reason: "outside-root", type, detail: "the rules directory links outside the repository" });
      return [];
    }
    const listing = await this.ctx.vfs.readdir(rulesDir);
    if (!listing) return [];
    visited.add(rulesDir);
    if (listing.real !== rulesDir) visited.add(listing.real);
    const out = [];
    const names = [...listing.names].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
    for (const name of names) {
      const entry = name && name !== "." && name !== ".." && !name.includes("/") ? rulesDir + "/" + name : P3.join(rulesDir, name);
      const res = await this.ctx.vfs.resolve(entry);
      if (type !== "User" ? !isInside(res.path, this.ctx.root) : !res.ok && res.reason === "outside") {
        if (name.endsWith(".md") || !P3.extname(name)) this.skip({ abs: entry, reason: "outside-root", type, detail: "symlink points outside the repository" });
        continue;
      }
      if (!res.ok) continue;
      const linked = res.viaSymlink;
      if (linked && type !== "User" && !includeExternal && !isInside(res.path, this.ctx.cwd)) {
        if (res.entry.kind === "dir" || name.endsWith(".md")) this.skip({ abs: entry, reason: "symlink-outside-launch-dir", type, detail: `links to ${this.display(res.path)}` });
        continue;
      }
      if (res.entry.kind === "dir") {
        out.push(...await this.rulesWalk(res.path, type, processed, includeExternal, conditional, mode, visited, top));
      } else if (res.entry.kind === "file" && name.endsWith(".md")) {
        const files = await this.processFile(res.path, type, processed, includeExternal, 0, { scope: "rule", why: { kind: "rule" }, mode });
        for (const f of files) {
          f.rulesDir = this.display(top);
          const isScoped = !!f._globs?.globs;
          if (conditional ? isScoped : !isScoped) out.push(f);
          else if (!conditional && f.depth === 0) this.recordPathRule(f, rulesDir, type);
          else if (!conditional && f.depth > 0) this.skip({ abs: f.abs, reason: "path-scoped-import-dropped", type, from: { path: f.parent ?? "" }, detail: "imported file has its own paths: and is dropped from the launch load" });
        }
      }
    }
    return out;
  }
  rulesBase(rulesDir, type) {
    if (type === "Project" || type === "Local") return P3.dirname(P3.dirname(this.rulesRoot(rulesDir)));
    return this.ctx.cwd;
  }
  /** The `.claude/rules` directory containing rulesDir (rule subdirectories share their root's base). */
  rulesRoot(rulesDir) {
    const i = rulesDir.lastIndexOf("/.claude/rules");
    return i >= 0 ? rulesDir.slice(0, i + "/.claude/rules".length) : rulesDir;
  }
  recordPathRule(f, rulesDir, type) {
    if (this.ctx.pathRules.some((r) => r.abs === f.abs)) return;
    const g = f._globs;
    const baseAbs = this.rulesBase(rulesDir, type);
    this.ctx.pathRules.push({
      path: f.path,
      abs: f.abs,
      base: this.display(baseAbs),
      baseAbs,
      type,
      globs: g.globs,
      written: g.written,
      invalid: g.invalid,
      overBudget: g.overBudget,
      frontmatterLines: f.frontmatterLines
    });
    for (const p of g.overBudget) this.warn({ path: f.path, kind: "brace-budget", detail: p });
    for (const p of g.invalid) this.warn({ path: f.path, kind: "invalid-pattern", detail: p });
  }
  hasClaudeMd;
  /** Whether the agents-md plugin reads AGENTS.md files (launch and lazily). */
  agentsActive() {
    return this.mode === "claude-md-and-agents-md" || this.mode === "claude-md-or-agents-md" && this.hasClaudeMd === void 0;
  }
  source(name) {
    return !this.opts.disableClaudeMds && (!this.opts.settingSources || this.opts.settingSources.includes(name));
  }
  agentsFilesIn(dir) {
    return [P3.join(dir, "AGENTS.md"), P3.join(dir, ".claude", "AGENTS.md")];
  }
  claudeFilesIn(dir) {
    return [P3.join(dir, "CLAUDE.md"), P3.join(dir, ".claude", "CLAUDE.md")];
  }
  /** What loads at launch. */
  async launch() {
    if (this.launchPlan) return this.launchPlan;
    await this.init();
    const ctx = this.ctx;
    const processed = /* @__PURE__ */ new Set();
    const out = [];
    const agentsMode = this.mode;
    const userOn = agentsMode !== "managed-only" && !this.opts.disableClaudeMds;
    const strip = (xs) => xs.map((x) => {
      const { _globs, ...rest } = x;
      void _globs;
      return rest;
    });
    if (this.opts.home && userOn && this.source("user")) {
      const userDir = P3.join(ctx.home, ".claude");
      out.push(...strip(await this.processFile(P3.join(userDir, "CLAUDE.md"), "User", processed, true, 0, { scope: "user", why: { kind: "launch" }, mode: "launch" })));
      out.push(...strip(await this.rulesWalk(P3.join(userDir, "rules"), "User", processed, true, false, "launch")));
    }
    const dirs = this.chain(ctx.cwd);
    const perDir = [];
    if (userOn) {
      for (const d of dirs) {
        const group = [];
        if (this.source("project")) {
          for (const f of this.claudeFilesIn(d)) group.push(...strip(await this.processFile(f, "Project", processed, false, 0, { scope: "project", why: { kind: "launch" }, mode: "launch" })));
          group.push(...strip(await this.rulesWalk(P3.join(d, ".claude", "rules"), "Project", processed, false, false, "launch")));
        }
        if (this.source("local")) group.push(...strip(await this.processFile(P3.join(d, "CLAUDE.local.md"), "Local", processed, false, 0, { scope: "local", why: { kind: "launch" }, mode: "launch" })));
        perDir.push(group);
      }
      this.hasClaudeMd = await this.anyClaudeMd(dirs);
      const readAgents = this.agentsActive() && this.source("project");
      const walkTexts = new Set(perDir.flat().map((s) => s.content.trim()));
      for (let i = 0; i < dirs.length; i++) {
        for (const f of this.agentsFilesIn(dirs[i])) {
          if (!readAgents) {
            if (agentsMode === "claude-md-or-agents-md" && (await ctx.vfs.readFile(f, MAX_FILE_BYTES)).ok)
              this.skip({ abs: f, reason: "agents-md-shadowed", type: "Project", detail: `${this.hasClaudeMd} exists, so AGENTS.md is not read` });
            continue;
          }
          const got = strip(await this.processFile(f, "Project", processed, false, 0, { scope: "project", why: { kind: "agents-md" }, mode: "launch" }));
          for (const s of got) {
            if (walkTexts.has(s.content.trim())) {
              this.skip({ abs: s.abs, reason: "already-loaded", type: "Project", detail: "identical content is already loaded" });
              continue;
            }
            perDir[i].push(s);
          }
        }
      }
      for (const g of perDir) out.push(...g);
    }
    if (this.opts.memoryDir && !this.opts.disableClaudeMds && !this.opts.disableAutoMemory) {
      const f = P3.join(normalizeAbs(this.opts.memoryDir), "MEMORY.md");
      const parsed = await this.parse(f, "AutoMem", false);
      if (typeof parsed === "string") this.skip({ abs: f, reason: parsed, type: "AutoMem" });
      else if (parsed && parsed.content.trim()) out.push(this.makeSource(f, "AutoMem", parsed, 0, { scope: "memory", why: { kind: "memory-index" }, mode: "launch" }));
      else if (parsed) this.skip({ abs: f, reason: "empty", type: "AutoMem" });
    }
    for (const s of out) delete s._globs;
    this.launchPlan = {
      root: ctx.root,
      cwd: ctx.cwd,
      launch: out,
      skipped: ctx.skipped.slice(),
      pathRules: ctx.pathRules.slice(),
      warnings: ctx.warnings.slice(),
      excludes: this.excludesList,
      instructionFiles: this.mode,
      settingsErrors: this.settingsErrors
    };
    return this.launchPlan;
  }
  async dirHasClaude(d) {
    for (const f of [...this.claudeFilesIn(d), P3.join(d, "CLAUDE.local.md")]) if ((await this.ctx.vfs.resolve(f)).ok) return true;
    return false;
  }
  /** The first top-level CLAUDE.md / .claude/CLAUDE.md / CLAUDE.local.md with content in the chain, if any. */
  async anyClaudeMd(dirs) {
    for (const d of dirs) {
      for (const f of [...this.claudeFilesIn(d), P3.join(d, "CLAUDE.local.md")]) {
        const p = await this.parse(f, "Project", true);
        if (p && typeof p !== "string" && p.content.trim()) return this.display(f);
      }
    }
    return void 0;
  }
  /**
   * What reading `file` (absolute) as the first file of a fresh session attaches: nested CLAUDE.md files,
   * rules of nested directories, and matching path-scoped rules.
   */
  async read(file) {
    const plan = await this.launch();
    const ctx = this.ctx;
    const before = ctx.skipped.length;
    const seen = new Set(plan.launch.map((s) => s.abs));
    seen.add(file);
    const processed = /* @__PURE__ */ new Set();
    const out = [];
    const fileReal = await ctx.vfs.realpath(file);
    const matchRules = async (rulesDir, type, includeExternal, base, via) => {
      const rules = await this.rulesWalk(rulesDir, type, processed, includeExternal, true, via);
      const rel = P3.relative(base, file);
      const realRel = fileReal !== file ? P3.relative(base, fileReal) : void 0;
      for (const r of rules) {
        const globs = r._globs?.globs;
        if (!globs || globs.length === 0) continue;
        let m = matchGlobs(globs, rel);
        if (!m.matched && realRel !== void 0) m = matchGlobs(globs, realRel);
        if (m.matched) out.push({ ...r, why: { kind: "matched", pattern: m.pattern, file: this.display(file) }, mode: "lazy-path", survivesCompact: false });
      }
    };
    const dir = P3.dirname(file);
    if (isInside(file, ctx.cwd) && !this.opts.disableClaudeMds) {
      if (this.opts.home && this.source("user")) await matchRules(P3.join(ctx.home, ".claude", "rules"), "User", true, ctx.cwd, "lazy-path");
      const nested = [];
      if (dir !== ctx.cwd) {
        let d = dir;
        while (d !== ctx.cwd) {
          if (d.length < PATH_MAX) nested.push(d);
          d = P3.dirname(d);
        }
        nested.reverse();
      }
      const project = this.source("project");
      for (const d of nested) {
        if (project) for (const f of this.claudeFilesIn(d)) out.push(...await this.processFile(f, "Project", processed, false, 0, { scope: "project", why: { kind: "nested", dir: this.display(d) }, mode: "lazy-dir" }));
        if (this.source("local")) out.push(...await this.processFile(P3.join(d, "CLAUDE.local.md"), "Local", processed, false, 0, { scope: "local", why: { kind: "nested", dir: this.display(d) }, mode: "lazy-dir" }));
        if (!project) continue;
        const uncond = new Set(processed);
        out.push(...await this.rulesWalk(P3.join(d, ".claude", "rules"), "Project", uncond, false, false, "lazy-dir"));
        await matchRules(P3.join(d, ".claude", "rules"), "Project", false, d, "lazy-path");
        for (const p of uncond) processed.add(p);
      }
      if (project) for (const d of this.chain(ctx.cwd)) await matchRules(P3.join(d, ".claude", "rules"), "Project", false, d, "lazy-path");
      if (this.agentsActive() && project) {
        const texts = new Set([...plan.launch, ...out].map((s) => s.content.trim()));
        for (const d of nested) {
          if (this.mode === "claude-md-or-agents-md" && await this.dirHasClaude(d)) continue;
          for (const f of this.agentsFilesIn(d)) {
            for (const s of await this.processFile(f, "Project", processed, false, 0, { scope: "project", why: { kind: "nested", dir: this.display(d) }, mode: "lazy-dir" })) {
              if (texts.has(s.content.trim())) continue;
              texts.add(s.content.trim());
              out.push(s);
            }
          }
        }
      }
    }
    const loaded = [];
    for (const s of out) {
      if (seen.has(s.abs)) continue;
      seen.add(s.abs);
      const { _globs, ...rest } = s;
      void _globs;
      loaded.push(rest);
    }
    return { loaded, skipped: ctx.skipped.slice(before) };
  }
};

// src/io/fsTree.ts
import * as fs from "node:fs";
import * as path from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var FsTree = class {
  label;
  root;
  constructor(root, label = "working tree") {
    this.root = fs.realpathSync(root);
    this.label = label;
  }
  abs(rel) {
    if (rel.includes("\0")) return void 0;
    const a = path.join(this.root, rel);
    if (a !== this.root && !a.startsWith(this.root + path.sep)) return void 0;
    return a;
  }
  async stat(rel) {
    const a = this.abs(rel);
    if (!a) return void 0;
    try {
      const st = await fs.promises.lstat(a);
      if (st.isSymbolicLink()) return { kind: "symlink", size: st.size };
      if (st.isDirectory()) return { kind: "dir" };
      if (st.isFile()) return { kind: "file", size: st.size };
      return { kind: "other" };
    } catch {
      return void 0;
    }
  }
  async readdir(rel) {
    const a = this.abs(rel);
    if (!a) return void 0;
    try {
      const st = await fs.promises.lstat(a);
      if (!st.isDirectory()) return void 0;
      return await fs.promises.readdir(a);
    } catch {
      return void 0;
    }
  }
  async readlink(rel) {
    const a = this.abs(rel);
    if (!a) return void 0;
    try {
      return await fs.promises.readlink(a);
    } catch {
      return void 0;
    }
  }
  async read(rel, maxBytes) {
    const a = this.abs(rel);
    if (!a) return void 0;
    let fh;
    try {
      fh = await fs.promises.open(a, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | (fs.constants.O_NONBLOCK ?? 0));
      const st = await fh.stat();
      if (!st.isFile()) return void 0;
      const want = Math.min(st.size, maxBytes + 1);
      const buf = Buffer.alloc(want);
      let off = 0;
      while (off < want) {
        const { bytesRead } = await fh.read(buf, off, want - off, off);
        if (bytesRead === 0) break;
        off += bytesRead;
      }
      return buf.subarray(0, off);
    } catch {
      return void 0;
    } finally {
      await fh?.close();
    }
  }
  async listFiles() {
    const out = [];
    const walk = async (rel, depth) => {
      if (depth > 256) return;
      let ents;
      try {
        ents = await fs.promises.readdir(path.join(this.root, rel), { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of ents) {
        const r = rel ? rel + "/" + e.name : e.name;
        if (e.isDirectory()) {
          if (!SKIP_DIRS.has(e.name)) await walk(r, depth + 1);
        } else if (e.isFile() || e.isSymbolicLink()) out.push(r);
      }
    };
    await walk("", 0);
    return out;
  }
};

// src/io/gitTree.ts
import { spawn, execFile } from "node:child_process";
import { promisify } from "node:util";

// src/core/tree.ts
var IndexedTree = class {
  constructor(label, entries, fetch, sizeOf2) {
    this.label = label;
    this.fetch = fetch;
    this.sizeOf = sizeOf2;
    this.dirs.set("", /* @__PURE__ */ new Map());
    let lastParent;
    let lastDir;
    for (const e of entries) {
      const path5 = e.path;
      if (!isCleanPath(path5)) continue;
      const slash = path5.lastIndexOf("/");
      const parent = slash < 0 ? "" : path5.slice(0, slash);
      if (parent !== lastParent || !lastDir) {
        lastParent = parent;
        lastDir = this.dirs.get(parent);
        if (!lastDir) {
          this.dirs.set(parent, lastDir = /* @__PURE__ */ new Map());
          this.addDir(parent);
        }
      }
      const name = slash < 0 ? path5 : path5.slice(slash + 1);
      if (!lastDir.get(name)) this.paths.push(path5);
      lastDir.set(name, e);
    }
  }
  label;
  fetch;
  sizeOf;
  /** Directory → its names, in listing order; a name maps to its entry, or to null for a directory only. */
  dirs = /* @__PURE__ */ new Map();
  /** Every file and symlink path, in listing order. */
  paths = [];
  /** Registers a new directory in its parents, creating the missing ones. */
  addDir(dir) {
    let child = dir;
    for (; ; ) {
      const slash = child.lastIndexOf("/");
      const parent = slash < 0 ? "" : child.slice(0, slash);
      const name = slash < 0 ? child : child.slice(slash + 1);
      let names = this.dirs.get(parent);
      const existed = !!names;
      if (!names) this.dirs.set(parent, names = /* @__PURE__ */ new Map());
      if (!names.has(name)) names.set(name, null);
      if (existed || parent === "") break;
      child = parent;
    }
  }
  async stat(rel) {
    if (this.dirs.has(rel)) return { kind: "dir" };
    const e = this.entry(rel);
    if (!e) return void 0;
    if (e.size === void 0 && e.kind !== "other" && this.sizeOf) e.size = await this.sizeOf(e);
    return { kind: e.kind, size: e.size, id: e.id };
  }
  async readdir(rel) {
    const names = this.dirs.get(rel);
    return names ? [...names.keys()] : void 0;
  }
  async readlink(rel) {
    const e = this.entry(rel);
    if (!e || e.kind !== "symlink") return void 0;
    const b = await this.fetch(e, 4096);
    return b?.toString("utf8");
  }
  async read(rel, maxBytes) {
    const e = this.entry(rel);
    if (!e || e.kind !== "file") return void 0;
    return this.fetch(e, maxBytes);
  }
  async listFiles() {
    return [...this.paths];
  }
  entry(rel) {
    if (!isCleanPath(rel)) return void 0;
    const slash = rel.lastIndexOf("/");
    return this.dirs.get(slash < 0 ? "" : rel.slice(0, slash))?.get(slash < 0 ? rel : rel.slice(slash + 1)) ?? void 0;
  }
};
function isCleanPath(p) {
  if (!p || p.charCodeAt(0) === 47 || p.charCodeAt(p.length - 1) === 47 || p.includes("//")) return false;
  if (p.charCodeAt(0) !== 46 && !p.includes("/.")) return true;
  return !/(^|\/)\.\.?(\/|$)/.test(p);
}

// src/io/gitTree.ts
var execFileP = promisify(execFile);
async function git(repo, args, maxBuffer = 1 << 30) {
  const { stdout } = await execFileP("git", ["-C", repo, ...args], { maxBuffer, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
  return stdout;
}
var OID = /^[0-9a-f]{4,64}$/;
var CACHE_BYTES = 64 << 20;
var CatFile = class {
  constructor(repo) {
    this.repo = repo;
  }
  repo;
  proc;
  buf = Buffer.alloc(0);
  queue = [];
  pending;
  check;
  cache = /* @__PURE__ */ new Map();
  cachedBytes = 0;
  /** Content requests sent to git. */
  requests = 0;
  /** The size of an object, or undefined when it does not exist. */
  size(oid) {
    if (!OID.test(oid)) return Promise.resolve(void 0);
    return (this.check ??= new BatchCheck(this.repo)).size(oid);
  }
  /** Like `read`, but each blob is fetched once while the cache has room (trees of one repository share blobs). */
  readCached(oid) {
    const hit = this.cache.get(oid);
    if (hit) return hit;
    const p = this.read(oid);
    if (this.cachedBytes < CACHE_BYTES) {
      this.cache.set(oid, p);
      p.then(
        (b) => this.cachedBytes += b?.length ?? 0,
        () => this.cache.delete(oid)
      );
    }
    return p;
  }
  start() {
    if (this.proc) return this.proc;
    const p = spawn("git", ["-C", this.repo, "cat-file", "--batch"], { stdio: ["pipe", "pipe", "pipe"] });
    p.stdout.on("data", (d) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      this.drain();
    });
    p.on("error", (e) => this.failAll(e));
    p.on("exit", () => {
      this.proc = void 0;
      this.failAll(new Error("git cat-file exited"));
    });
    p.stdin.on("error", () => void 0);
    this.proc = p;
    return p;
  }
  failAll(e) {
    const q = this.queue;
    this.queue = [];
    for (const r of q) r.reject(e);
  }
  drain() {
    for (; ; ) {
      if (!this.queue.length) return;
      if (!this.pending) {
        const nl = this.buf.indexOf(10);
        if (nl < 0) return;
        const header = this.buf.subarray(0, nl).toString("utf8");
        this.buf = this.buf.subarray(nl + 1);
        if (header.endsWith(" missing") || header.endsWith(" ambiguous")) {
          this.queue.shift().resolve(void 0);
          continue;
        }
        const size = Number(header.split(" ")[2]);
        this.pending = { size, missing: false };
      }
      const need = this.pending.size + 1;
      if (this.buf.length < need) return;
      const data = Buffer.from(this.buf.subarray(0, this.pending.size));
      this.buf = this.buf.subarray(need);
      this.pending = void 0;
      this.queue.shift().resolve(data);
    }
  }
  read(oid) {
    if (!OID.test(oid)) return Promise.resolve(void 0);
    const p = this.start();
    this.requests++;
    return new Promise((resolve2, reject) => {
      this.queue.push({ oid, resolve: resolve2, reject });
      this.writer.write(p, oid);
    });
  }
  writer = new LineWriter();
  close() {
    if (this.proc) {
      this.proc.removeAllListeners("exit");
      this.proc.stdin.end();
      this.proc.kill();
      this.proc = void 0;
    }
    this.check?.close();
    this.check = void 0;
  }
};
var LineWriter = class {
  lines = [];
  write(p, line) {
    if (this.lines.push(line) > 1) return;
    queueMicrotask(() => {
      const text = this.lines.join("\n") + "\n";
      this.lines = [];
      p.stdin.write(text);
    });
  }
};
var BatchCheck = class {
  constructor(repo) {
    this.repo = repo;
  }
  repo;
  proc;
  buf = "";
  queue = [];
  start() {
    if (this.proc) return this.proc;
    const p = spawn("git", ["-C", this.repo, "cat-file", "--batch-check"], { stdio: ["pipe", "pipe", "pipe"] });
    p.stdout.setEncoding("utf8");
    p.stdout.on("data", (d) => {
      this.buf += d;
      let nl;
      while ((nl = this.buf.indexOf("\n")) >= 0 && this.queue.length) {
        const line = this.buf.slice(0, nl);
        this.buf = this.buf.slice(nl + 1);
        const parts = line.split(" ");
        this.queue.shift().resolve(parts.length === 3 ? Number(parts[2]) : void 0);
      }
    });
    const fail = (e) => {
      const q = this.queue;
      this.queue = [];
      for (const r of q) r.reject(e);
    };
    p.on("error", fail);
    p.on("exit", () => {
      this.proc = void 0;
      fail(new Error("git cat-file --batch-check exited"));
    });
    p.stdin.on("error", () => void 0);
    this.proc = p;
    return p;
  }
  size(oid) {
    const p = this.start();
    return new Promise((resolve2, reject) => {
      this.queue.push({ resolve: resolve2, reject });
      this.writer.write(p, oid);
    });
  }
  writer = new LineWriter();
  close() {
    if (!this.proc) return;
    this.proc.removeAllListeners("exit");
    this.proc.stdin.end();
    this.proc.kill();
    this.proc = void 0;
  }
};
function parseLsTree(out) {
  const entries = [];
  let at = 0;
  while (at < out.length) {
    let end = out.indexOf("\0", at);
    if (end < 0) end = out.length;
    const tab = out.indexOf("	", at);
    if (tab >= 0 && tab < end) {
      const sp1 = out.indexOf(" ", at);
      const sp2 = out.indexOf(" ", sp1 + 1);
      if (sp1 > at && sp2 > sp1 && sp2 < tab) {
        const type = out.slice(sp1 + 1, sp2);
        const rest = out.slice(sp2 + 1, tab);
        const space = rest.indexOf(" ");
        const oid = space < 0 ? rest : rest.slice(0, space);
        const path5 = out.slice(tab + 1, end);
        if (type === "blob") {
          const e = { path: path5, kind: out.startsWith("120000", at) && sp1 - at === 6 ? "symlink" : "file", id: oid };
          if (space >= 0) e.size = Number(rest.slice(space + 1).trim());
          entries.push(e);
        } else entries.push({ path: path5, kind: "other", id: oid });
      }
    }
    at = end + 1;
  }
  return entries;
}
async function gitTree(repo, ref, cat) {
  const commit = (await git(repo, ["rev-parse", "--verify", "--end-of-options", ref + "^{commit}"])).trim();
  const out = await git(repo, ["ls-tree", "-r", "-z", "--full-tree", commit]);
  const c = cat ?? new CatFile(repo);
  const sizeOf2 = (e) => e.id ? c.size(e.id) : Promise.resolve(void 0);
  const fetch = async (e, max) => {
    if (!e.id) return void 0;
    if (e.kind === "file") {
      if (e.size === void 0) e.size = await sizeOf2(e);
      if (e.size !== void 0 && e.size > max + 1) return void 0;
    }
    return c.readCached(e.id);
  };
  const entries = parseLsTree(out);
  const tree = new IndexedTree(`git ${commit.slice(0, 12)}`, entries, fetch, sizeOf2);
  const prefetch = async (want = isMemoryFileName) => {
    const picked = entries.filter((e) => e.kind === "file" && e.id && want(e.path));
    await Promise.all(picked.map(async (e) => e.size ??= await c.size(e.id)));
    await Promise.all(picked.filter((e) => e.size !== void 0 && e.size <= MAX_FILE_BYTES).map((e) => c.readCached(e.id)));
  };
  return { tree, commit, cat: c, prefetch };
}
function isMemoryFileName(path5) {
  const name = path5.slice(path5.lastIndexOf("/") + 1);
  if (name === "CLAUDE.md" || name === "CLAUDE.local.md" || name === "AGENTS.md" || name === "MEMORY.md") return true;
  return name.endsWith(".md") && (path5.startsWith(".claude/") || path5.includes("/.claude/"));
}

// src/workspace.ts
var UsageError = class extends Error {
};
function realDir(p, what) {
  let st;
  try {
    st = fs2.statSync(p);
  } catch {
    throw new UsageError(`${what} ${p} does not exist`);
  }
  if (!st.isDirectory()) throw new UsageError(`${what} ${p} is not a directory`);
  return fs2.realpathSync(p);
}
async function openWorkspace(o) {
  const rootDir = realDir(o.root, "--root");
  let tree;
  let commit;
  let cat;
  if (o.ref !== void 0) {
    try {
      const g = await gitTree(rootDir, o.ref, o.cat);
      tree = g.tree;
      commit = g.commit;
      cat = g.cat;
    } catch (e) {
      throw new UsageError(`cannot read git ref ${JSON.stringify(o.ref)} in ${rootDir}: ${e.message.split("\n")[0]}`);
    }
  } else tree = new FsTree(rootDir);
  const mounts2 = [{ name: "root", at: rootDir, tree }];
  const home = o.home ? realDir(o.home, "--home") : void 0;
  if (home) mounts2.push({ name: "home", at: home, tree: new FsTree(home, "home") });
  const memoryDir = o.memoryDir ? realDir(o.memoryDir, "--memory-dir") : void 0;
  if (memoryDir) mounts2.push({ name: "memory", at: memoryDir, tree: new FsTree(memoryDir, "memory") });
  const vfs = new Vfs(mounts2);
  const resolveInput = (p) => path2.posix.normalize(path2.isAbsolute(p) ? p : path2.join(rootDir, p));
  const cwd = o.cwd ? resolveInput(o.cwd) : rootDir;
  if (cwd !== rootDir && !cwd.startsWith(rootDir + "/")) throw new UsageError(`--cwd ${o.cwd} is outside --root`);
  const { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory } = o;
  const loader = new Loader({ vfs, root: rootDir, cwd, home, memoryDir, instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory });
  return {
    root: rootDir,
    cwd,
    tree,
    loader,
    vfs,
    commit,
    resolveInput,
    close: () => {
      if (!o.cat) cat?.close();
    }
  };
}

// src/core/config.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/core/review/catalogue.ts
var R = (id, severity, category, title, why, hint2) => ({ id, severity, category, title, why, hint: hint2 });
var RULES = [
  R("file-too-large", "error", "partial", "Memory file over 4 MiB", "Claude Code skips an instruction file over 4,194,304 bytes entirely, without a warning.", "Split the file into smaller files, or move reference material out of memory and link to it."),
  R("rule-frontmatter-unparsable", "error", "partial", "Rule frontmatter does not parse", "When the YAML frontmatter of a rule cannot be parsed, Claude Code ignores `paths:` and loads the rule in every session.", 'Quote glob patterns that start with `*`, `{` or `[` (e.g. `- "**/*.ts"`), and check the YAML.'),
  R("memory-truncated", "error", "partial", "MEMORY.md over its cap", "Claude Code loads only the first 200 lines / 25,000 characters of MEMORY.md; the rest of the index is silently out of reach.", "Keep index entries to one line each and move detail into topic files."),
  R("contradiction", "error", "conflicted", "Contradicting instructions", "Claude Code concatenates every loaded file and does not resolve conflicts; the agent gets both instructions.", 'Keep one of the two instructions, or narrow one explicitly (e.g. "in tests, \u2026").'),
  R("decision-missing", "error", "partial", "Decision canary missing", "A decision listed in the configuration is not in the launch context that survives /compact.", "Keep the decision in a launch-time file (root CLAUDE.md, an unconditional rule, or their imports)."),
  R("import-missing", "warning", "partial", "Import target missing", "An `@path` import whose target does not exist is dropped silently.", "Fix the path, or remove the import."),
  R("import-needs-approval", "warning", "waiting", "Import outside the launch directory", "Imports that resolve outside the launch directory are external: Claude Code drops them unless the user approved external imports interactively (never in `-p`, CI or IDE hosts).", "Move the imported file under the directory Claude Code is launched from, or import it from a file in that directory."),
  R("import-outside-repo", "warning", "partial", "Import of a path outside the repository", "An import of a home or absolute path pulls private files into the model context on a machine that approves it, and is dropped everywhere else.", "Do not import files outside the repository; commit the content instead."),
  R("import-too-deep", "warning", "partial", "Import beyond four hops", "Claude Code follows imports at most four hops deep; deeper files are dropped silently.", "Import the file from a shallower file."),
  R("import-non-text", "warning", "partial", "Import of a non-text file", "Imports are followed only for text extensions; other files are dropped silently.", "Import a text file (.md, .txt, source code) instead."),
  R("import-in-path-rule", "warning", "partial", "Import inside a path-scoped rule", "Imports inside a path-scoped rule load at launch in every session, not only when the rule applies.", "Inline the imported text into the rule, or give the imported file its own `paths:`."),
  R("path-rule-import-dropped", "warning", "partial", "Imported file with its own paths: dropped", "A file imported by a rule that has its own `paths:` is dropped from the launch load.", "Make the imported file a rule of its own instead of importing it."),
  R("symlink-outside", "warning", "waiting", "Symlink outside the launch directory", "Symlinked rules that point outside the launch directory are gated behind the external-import approval.", "Replace the symlink with the file, or launch from a directory that contains its target."),
  R("large-file", "warning", "partial", "Large memory file", "Files over 40,000 characters trigger Claude Code's large-file warning and crowd out the context window; lazily attached files are cut at 150,000.", "Split the file, or move reference material into files Claude reads on demand."),
  R("total-too-large", "warning", "partial", "Launch instructions over 120,000 characters", "All launch-time instructions together exceed 120,000 characters, which Claude Code flags as a performance problem.", "Move detail into path-scoped rules or nested CLAUDE.md files that load only when needed."),
  R("budget-exceeded", "warning", "partial", "Context over its configured budget", "A context loads more than the character or token budget set in the configuration.", "Trim the files this context loads, or raise the budget."),
  R("memory-near-cap", "notice", "info", "MEMORY.md near its cap", "MEMORY.md is at 80% or more of the 200-line / 25,000-character cap; Claude Code warns at the same point.", "Consolidate index entries before the tail starts falling off."),
  R("memory-broken-link", "warning", "partial", "MEMORY.md links to a missing topic file", "The memory index points at a topic file that does not exist.", "Fix the link or remove the index entry."),
  R("memory-topic-frontmatter", "notice", "info", "Topic file frontmatter", "Memory topic files carry `name`, `description` and `type` (user, feedback, project or reference); other types read as none.", "Add frontmatter with `type: user|feedback|project|reference`."),
  R("rule-unknown-key", "warning", "partial", "Rule frontmatter key Claude Code ignores", "Claude Code reads only `paths:` from rule frontmatter; keys from other tools (`globs:`, `alwaysApply:`, `applyTo:`) are ignored, so the rule loads unconditionally.", "Use `paths:` with a list of globs."),
  R("glob-invalid", "warning", "partial", "Invalid glob dropped", "A `paths:` pattern that is not a valid gitignore pattern is dropped.", "Fix the pattern."),
  R("brace-budget", "warning", "partial", "Brace expansion over budget", "Brace expansion of a rule's patterns stops at 1,000 results; the rest are dropped.", "Use fewer alternatives, or `**` globs instead of enumerations."),
  R("rule-dead", "warning", "partial", "Path-scoped rule matches no file", "A path-scoped rule whose globs match no file in the repository never loads.", "Fix the globs (they are matched relative to the directory containing `.claude/`), or delete the rule."),
  R("rule-matches-everything", "notice", "info", "Path-scoped rule matches every file", "The rule's globs match every path, yet it is attached only after a file is read: it does not survive /compact the way an unconditional rule does.", "Drop `paths:` to load the rule at launch, or narrow the globs."),
  R("empty-file", "notice", "info", "Empty memory file", "A memory file with no content after frontmatter and comments is skipped, and its imports are not followed.", "Add content or delete the file."),
  R("agents-md-shadowed", "notice", "info", "AGENTS.md shadowed by CLAUDE.md", "With a CLAUDE.md in the same launch chain, Claude Code does not read AGENTS.md (default agents-md mode).", "Import it from CLAUDE.md with `@AGENTS.md` if Claude should read it."),
  R("excluded", "notice", "info", "File excluded by claudeMdExcludes", "The settings exclude this memory file from loading.", "Remove the pattern from claudeMdExcludes if the file should load."),
  R("settings-invalid", "warning", "uncertain", "Settings file does not parse", "A settings file with invalid JSON is ignored, including its claudeMdExcludes.", "Fix the JSON."),
  R("unreadable", "warning", "uncertain", "File could not be evaluated", "A memory file could not be read (not a regular file, symlink loop, or outside the repository).", "Replace it with a regular file inside the repository."),
  R("secret", "warning", "uncertain", "Likely secret in a memory file", "Memory files are sent to the model in every session and are often committed.", "Remove the secret, rotate it, and reference an environment variable instead."),
  R("invisible-unicode", "warning", "uncertain", "Invisible or bidirectional Unicode", "Invisible and bidirectional control characters make the text the model reads differ from what reviewers see.", "Delete the characters (they are shown as \u27E8U+\u2026\u27E9 in this report)."),
  R("stale-reference", "warning", "drifted", "Memory names a path this change removed", "A loaded memory file names a path that this change deletes or renames; the memory just went stale.", "Update the reference."),
  R("missing-reference", "notice", "info", "Memory names a path that does not exist", "A loaded memory file names a repository path that does not exist.", "Update or remove the reference."),
  R("duplicate", "notice", "info", "Same instruction loaded twice", "The same instruction reaches the agent twice in one context: wasted context, and the copies drift apart.", "Keep one copy.")
];
var RULE_BY_ID = new Map(RULES.map((r) => [r.id, r]));
var SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };
function atLeast(s, threshold) {
  return threshold !== "never" && SEVERITY_RANK[s] >= SEVERITY_RANK[threshold];
}

// src/core/config.ts
var DEFAULT_CONFIG_PATH = ".github/memory-review.yml";
var ConfigError = class extends Error {
  constructor(file, key, problem) {
    super(`${file}: ${key ? key + ": " : ""}${problem}`);
    this.file = file;
    this.key = key;
  }
  file;
  key;
};
function emptyConfig() {
  return { entries: [], rules: {}, ignore: [], budgets: [], decisions: [], contradictions: { families: [] } };
}
var TOP_KEYS = ["entries", "rules", "ignore", "budgets", "decisions", "memoryDir", "contradictions", "failOn"];
var SEVERITIES = ["error", "warning", "notice", "off"];
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function safeRelPath(v) {
  return !!v && !v.startsWith("/") && !v.startsWith("~") && !v.split("/").includes("..") && !v.includes("\0");
}
function parseConfig(text, file = DEFAULT_CONFIG_PATH) {
  const doc = (0, import_yaml2.parseDocument)(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const line = e.linePos?.[0]?.line;
    throw new ConfigError(file, "", `invalid YAML${line ? ` at line ${line}` : ""}: ${e.message.split("\n")[0]}`);
  }
  let raw;
  try {
    raw = doc.toJS({ maxAliasCount: 50 });
  } catch (e) {
    throw new ConfigError(file, "", `invalid YAML: ${e.message.split("\n")[0]}`);
  }
  const cfg = emptyConfig();
  if (raw === null || raw === void 0) return cfg;
  if (!isRecord(raw)) throw new ConfigError(file, "", "the top level must be a mapping");
  const err = (key, problem) => {
    throw new ConfigError(file, key, problem);
  };
  for (const k of Object.keys(raw)) if (!TOP_KEYS.includes(k)) err(k, `unknown key (known: ${TOP_KEYS.join(", ")})`);
  const strings = (key, v) => {
    if (v === void 0 || v === null) return [];
    if (typeof v === "string") return [v];
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || !x)) err(key, "must be a list of non-empty strings");
    return v;
  };
  cfg.entries = strings("entries", raw.entries);
  for (const e of cfg.entries) if (!safeRelPath(e.replace(/^\.\/?/, "") || "x")) err("entries", `${JSON.stringify(e)} must be a path inside the repository`);
  cfg.ignore = strings("ignore", raw.ignore);
  if (raw.rules !== void 0 && raw.rules !== null) {
    if (!isRecord(raw.rules)) err("rules", "must be a mapping of rule id to error, warning, notice or off");
    for (const [id, sev] of Object.entries(raw.rules)) {
      if (!RULE_BY_ID.has(id)) err(`rules.${id}`, "unknown rule id (see the rule catalogue in the README)");
      const s = sev === false ? "off" : sev;
      if (typeof s !== "string" || !SEVERITIES.includes(s)) err(`rules.${id}`, `must be one of ${SEVERITIES.join(", ")}`);
      cfg.rules[id] = s;
    }
  }
  if (raw.budgets !== void 0 && raw.budgets !== null) {
    const list2 = Array.isArray(raw.budgets) ? raw.budgets : [raw.budgets];
    list2.forEach((b, i) => {
      const key = Array.isArray(raw.budgets) ? `budgets[${i}]` : "budgets";
      if (!isRecord(b)) err(key, "must be a mapping with chars and/or tokens");
      const rec = b;
      for (const k of Object.keys(rec)) if (!["context", "chars", "tokens"].includes(k)) err(`${key}.${k}`, "unknown key (known: context, chars, tokens)");
      const out = {};
      if (rec.context !== void 0) {
        if (typeof rec.context !== "string" || !rec.context) err(`${key}.context`, "must be a context id or glob");
        out.context = rec.context;
      }
      for (const n3 of ["chars", "tokens"]) {
        if (rec[n3] === void 0) continue;
        if (typeof rec[n3] !== "number" || !Number.isInteger(rec[n3]) || rec[n3] <= 0) err(`${key}.${n3}`, "must be a positive integer");
        out[n3] = rec[n3];
      }
      if (out.chars === void 0 && out.tokens === void 0) err(key, "needs chars or tokens");
      cfg.budgets.push(out);
    });
  }
  if (raw.decisions !== void 0 && raw.decisions !== null) {
    if (!Array.isArray(raw.decisions)) err("decisions", "must be a list of {id, text, entries?}");
    const seen = /* @__PURE__ */ new Set();
    raw.decisions.forEach((d, i) => {
      const key = `decisions[${i}]`;
      if (!isRecord(d)) err(key, "must be a mapping with id and text");
      const rec = d;
      for (const k of Object.keys(rec)) if (!["id", "text", "entries"].includes(k)) err(`${key}.${k}`, "unknown key (known: id, text, entries)");
      if (typeof rec.id !== "string" || !rec.id) err(`${key}.id`, "must be a non-empty string");
      if (typeof rec.text !== "string" || !rec.text.trim()) err(`${key}.text`, "must be a non-empty string");
      if (seen.has(rec.id)) err(`${key}.id`, `duplicate id ${JSON.stringify(rec.id)}`);
      seen.add(rec.id);
      const dec = { id: rec.id, text: rec.text };
      if (rec.entries !== void 0) dec.entries = strings(`${key}.entries`, rec.entries);
      cfg.decisions.push(dec);
    });
  }
  if (raw.memoryDir !== void 0 && raw.memoryDir !== null) {
    if (typeof raw.memoryDir !== "string" || !safeRelPath(raw.memoryDir.replace(/\/+$/, ""))) err("memoryDir", "must be a relative path inside the repository");
    cfg.memoryDir = raw.memoryDir.replace(/^\.\//, "").replace(/\/+$/, "");
  }
  if (raw.contradictions !== void 0 && raw.contradictions !== null) {
    if (!isRecord(raw.contradictions)) err("contradictions", "must be a mapping with families");
    const c = raw.contradictions;
    for (const k of Object.keys(c)) if (k !== "families") err(`contradictions.${k}`, "unknown key (known: families)");
    if (c.families !== void 0 && c.families !== null) {
      if (!Array.isArray(c.families)) err("contradictions.families", "must be a list of {name, members}");
      c.families.forEach((f, i) => {
        const key = `contradictions.families[${i}]`;
        if (!isRecord(f)) err(key, "must be a mapping with name and members");
        const rec = f;
        for (const k of Object.keys(rec)) if (!["name", "members", "topic"].includes(k)) err(`${key}.${k}`, "unknown key (known: name, members, topic)");
        if (typeof rec.name !== "string" || !rec.name) err(`${key}.name`, "must be a non-empty string");
        if (!Array.isArray(rec.members)) err(`${key}.members`, 'must be a list of names ("Name|synonym") or {name, synonyms}');
        const members = [];
        rec.members.forEach((m, j) => {
          const mk = `${key}.members[${j}]`;
          if (typeof m === "string" && m.trim()) members.push(m);
          else if (isRecord(m)) {
            for (const k of Object.keys(m)) if (!["name", "synonyms"].includes(k)) err(`${mk}.${k}`, "unknown key (known: name, synonyms)");
            if (typeof m.name !== "string" || !m.name) err(`${mk}.name`, "must be a non-empty string");
            members.push({ name: m.name, ...m.synonyms !== void 0 ? { synonyms: strings(`${mk}.synonyms`, m.synonyms) } : {} });
          } else err(mk, "must be a non-empty string or {name, synonyms}");
        });
        if (members.length < 2) err(`${key}.members`, "needs at least two members");
        const topic = rec.topic !== void 0 ? strings(`${key}.topic`, rec.topic) : void 0;
        cfg.contradictions.families.push({ name: rec.name, members, ...topic ? { topic } : {} });
      });
    }
  }
  if (raw.failOn !== void 0 && raw.failOn !== null) {
    if (typeof raw.failOn !== "string" || !["error", "warning", "notice", "never"].includes(raw.failOn)) err("failOn", "must be one of error, warning, notice, never");
    cfg.failOn = raw.failOn;
  }
  return cfg;
}

// src/report/escape.ts
var WORD_JOINER = "\u2060";
var INVISIBLES = new RegExp(
  `${SUSPICIOUS_CHARS.source}|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u061c\\u2028\\u2029\\ufff9-\\ufffb\\u115f\\u1160\\u3164\\uffa0\\u034f\\ufe00-\\ufe0d]|[\\u{e0100}-\\u{e01ef}]|\\p{Cs}`,
  "gu"
);
function codePointMarker(c) {
  return `\u27E8U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}\u27E9`;
}
function visibleInvisibles(s) {
  return s.replace(INVISIBLES, codePointMarker);
}
var LINE_BREAKS = /\r\n|[\r\n\t\v\f\u0085\u2028\u2029]/g;
var MD_SPECIAL = /[\\`*_{}[\]()#+\-!|~:$=]/g;
function mdText(s) {
  let out = visibleInvisibles(s.replace(LINE_BREAKS, " ")).replace(/[&<>]/g, (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;").replace(MD_SPECIAL, "\\$&").replace(/(www)\./gi, "$1\\.").replace(/@/g, "@&#8288;");
  out = out.replace(/^(\d+)\./, "$1\\.");
  if (out.startsWith(" ")) out = "&#32;" + out.slice(1);
  return out;
}
function mdTableCell(s) {
  return mdText(s);
}
function breakComments(s) {
  return s.replace(/<!--/g, `<!-${WORD_JOINER}-`);
}
function longestRun(s, ch) {
  let best = 0;
  let cur = 0;
  for (const c of s) {
    cur = c === ch ? cur + 1 : 0;
    if (cur > best) best = cur;
  }
  return best;
}
function mdCode(s, opts = {}) {
  let body = breakComments(visibleInvisibles(s.replace(LINE_BREAKS, " ")));
  if (opts.table) body = body.replace(/\|/g, "\\|");
  if (body === "") return "` `";
  const fence = "`".repeat(longestRun(body, "`") + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") && !/^ +$/.test(body);
  return pad ? `${fence} ${body} ${fence}` : `${fence}${body}${fence}`;
}
var URL_UNSAFE = /[()<>\s"'`[\]\\|]/gu;
function mdLink(text, url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return mdText(text);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:" || u.username || u.password) return mdText(text);
  const href = u.href.replace(URL_UNSAFE, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0"));
  return `[${mdText(text)}](${href})`;
}
function truncateChars(s, max, note = "\u2026") {
  if (s.length <= max) return s;
  if (max <= 0) return "";
  if (note.length >= max) return cutAt(note, max);
  return cutAt(s, max - note.length) + note;
}
function cutAt(s, n3) {
  const c = s.charCodeAt(n3 - 1);
  return c >= 55296 && c <= 56319 ? s.slice(0, n3 - 1) : s.slice(0, n3);
}
function escapeWorkflowData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeWorkflowProperty(s) {
  return escapeWorkflowData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var ICON = { error: "\u274C", warning: "\u26A0\uFE0F", notice: "\u2139\uFE0F" };
var STATE_ICON = { Healthy: "\u2705", Waiting: "\u23F3", Partial: "\u{1F7E7}", Conflicted: "\u2694\uFE0F", Drifted: "\u{1F500}", Uncertain: "\u2754" };
var n = (x) => x.toLocaleString("en-US");
function mdMessage(msg) {
  const parts = msg.split(/(`[^`\n]+`)/);
  return parts.map((p) => p.length > 2 && p.startsWith("`") && p.endsWith("`") ? mdCode(p.slice(1, -1)) : mdText(p)).join("");
}
function loc(f, o, i = 0) {
  const l = f.locations[i];
  if (!l) return "";
  const label = l.line ? `${l.path}:${l.line}` : l.path;
  if (o.linkBase && !l.path.startsWith("~") && !l.path.startsWith("/")) {
    const url = o.linkBase + l.path.split("/").map(encodeURIComponent).join("/") + (l.line ? `#L${l.line}${l.endLine && l.endLine !== l.line ? `-L${l.endLine}` : ""}` : "");
    return mdLink(label, url);
  }
  return mdCode(label);
}
function totals(t) {
  if (!t) return "\u2014";
  return `${t.files} file${t.files === 1 ? "" : "s"} \xB7 ${n(t.chars)} chars \xB7 \u2248${n(t.tokens)} tok`;
}
function delta(a, b) {
  if (a === void 0 || b === void 0 || a === b) return "";
  const d = b - a;
  return ` (${d > 0 ? "+" : ""}${n(d)})`;
}
function changeText(c) {
  const bits = [];
  if (c.presence === "added") bits.push("new context");
  if (c.presence === "removed") bits.push("context removed");
  if (c.added.length) bits.push(`+${c.added.length} loaded`);
  if (c.removed.length) bits.push(`\u2212${c.removed.length} no longer loaded`);
  if (c.changed.length) bits.push(`${c.changed.length} changed`);
  if (c.imports.broken.length) bits.push(`${c.imports.broken.length} import${c.imports.broken.length === 1 ? "" : "s"} broken`);
  if (c.imports.resolved.length) bits.push(`${c.imports.resolved.length} import${c.imports.resolved.length === 1 ? "" : "s"} resolved`);
  return bits.join(", ") || "\u2014";
}
function findingLine(f, o, showIntroduced) {
  const more = f.locations.length > 1 ? ` \u2194 ${f.locations.slice(1, 3).map((_, i) => loc(f, o, i + 1)).join(", ")}` : "";
  const ctx = f.contexts.length > 1 ? ` <sub>(${f.contexts.length} contexts)</sub>` : "";
  const tag2 = showIntroduced && f.introduced === false ? " <sub>pre-existing</sub>" : "";
  return `- ${ICON[f.severity]} **${mdText(f.rule)}** ${loc(f, o)}${more} \u2014 ${mdMessage(truncateChars(f.message, 600))}${ctx}${tag2}
  <sub>Fix: ${mdMessage(truncateChars(f.hint, 300))}</sub>`;
}
function renderMarkdown(r, o = {}) {
  const max = o.maxChars ?? COMMENT_LIMIT;
  const live = r.findings.filter((f) => !f.suppressed);
  const review = r.mode === "review";
  const introduced = review ? live.filter((f) => f.introduced) : live;
  const preexisting = review ? live.filter((f) => !f.introduced) : [];
  const head = [];
  if (o.marker) head.push(o.marker);
  const c = review ? r.summary.introduced : r.summary.counts;
  const countText = ["error", "warning", "notice"].filter((s) => c[s]).map((s) => `${ICON[s]} ${c[s]} ${s}${c[s] === 1 ? "" : "s"}`).join(" \xB7 ");
  const status = r.summary.failed ? "**failing**" : "passing";
  head.push(`## \u{1F9E0} memory-review: ${review ? countText ? countText + " introduced" : "no new findings" : countText || "no findings"} \u2014 ${status}`);
  head.push("");
  const sides = review ? `${mdCode(r.base.label)} \u2192 ${mdCode(r.head.label)}` : mdCode(r.head.label);
  head.push(`${STATE_ICON[r.summary.state]} **${r.summary.state}** \xB7 ${sides} \xB7 what Claude Code ${mdText(r.claudeCode)} loads${review && !r.summary.changed ? " \xB7 **no memory-relevant change**" : ""}`);
  head.push("");
  const L = r.summary.launch;
  head.push(review ? `**Launch context** (repository root): ${totals(L.base)} \u2192 **${totals(L.head)}**${delta(L.base?.chars, L.head?.chars)}` : `**Launch context** (repository root): **${totals(L.head)}**`);
  if (review && preexisting.length) head.push("", `<sub>${preexisting.length} pre-existing finding${preexisting.length === 1 ? "" : "s"} (not introduced here) are listed below and do not fail the check${r.summary.failScope === "all" ? " unless fail-scope is all" : ""}.</sub>`);
  const blocks2 = [];
  const ctxRows = r.contexts.filter((x) => !review || x.kind === "launch" || x.verdict.state !== "Healthy" || changeText(x) !== "\u2014");
  const hidden = r.contexts.length - ctxRows.length;
  const table = [
    "### Contexts",
    "",
    review ? "| Context | Verdict | Before | After | Change |" : "| Context | Verdict | Loads |",
    review ? "|---|---|---|---|---|" : "|---|---|---|",
    ...ctxRows.map((x) => {
      const label = x.kind === "path-rule" ? `${mdCode(x.id.slice(5), { table: true })}: ${mdTableCell(x.label)}` : mdTableCell(x.label);
      const v = `${STATE_ICON[x.verdict.state]} ${x.verdict.state}`;
      return review ? `| ${label} | ${v} | ${totals(x.base)} | ${totals(x.head)}${delta(x.base?.chars, x.head?.chars)} | ${mdTableCell(changeText(x))} |` : `| ${label} | ${v} | ${totals(x.head)} |`;
    })
  ];
  if (hidden) table.push("", `<sub>${hidden} unchanged healthy context${hidden === 1 ? "" : "s"} not shown.</sub>`);
  blocks2.push({ text: table.join("\n"), priority: 5 });
  const bySev = (list2, title, priority, collapsed) => {
    if (!list2.length) return;
    const lines = [];
    for (const s of ["error", "warning", "notice"]) {
      const l = list2.filter((f) => f.severity === s);
      if (!l.length) continue;
      lines.push(`#### ${ICON[s]} ${s[0].toUpperCase() + s.slice(1)}s (${l.length})`, "", ...l.map((f) => findingLine(f, o, false)), "");
    }
    const body = lines.join("\n");
    blocks2.push({ text: collapsed ? `<details><summary>${title}</summary>

${body}
</details>` : `### ${title}

${body}`, priority });
  };
  bySev(introduced, review ? `Findings introduced by this change (${introduced.length})` : `Findings (${introduced.length})`, 9, false);
  bySev(preexisting, `Pre-existing findings (${preexisting.length})`, 3, true);
  if (review && r.resolved.length) {
    blocks2.push({ text: `<details><summary>Resolved by this change (${r.resolved.length})</summary>

${r.resolved.map((f) => `- ~~${mdText(f.rule)}~~ ${loc(f, o)} \u2014 ${mdMessage(truncateChars(f.message, 300))}`).join("\n")}
</details>`, priority: 2 });
  }
  const detail = [];
  for (const x of r.contexts) {
    if (review && !x.added.length && !x.removed.length && !x.changed.length) continue;
    if (!review && x.kind !== "launch") continue;
    detail.push(`**${mdText(x.label)}** (${x.sources.length} file${x.sources.length === 1 ? "" : "s"}, in load order)`, "");
    const addedSet = new Set(x.added.map((a) => a.path));
    const changedMap = new Map(x.changed.map((a) => [a.path, a]));
    x.sources.forEach((s, i) => {
      const mark = addedSet.has(s.path) ? " \u{1F195}" : changedMap.has(s.path) ? ` \u270F\uFE0F ${delta(changedMap.get(s.path).before?.chars, s.chars).trim()}` : "";
      detail.push(`${i + 1}. ${mdCode(s.path)} \u2014 ${mdText(s.scope)}, ${mdText(s.mode)}, ${n(s.chars)} chars${s.survivesCompact ? "" : ", not re-read after /compact"}${s.truncated ? ", **truncated**" : ""}${mark}`);
    });
    for (const rm of x.removed) detail.push(`- ~~${mdCode(rm.path)}~~ no longer loads (was ${n(rm.before?.chars ?? 0)} chars)`);
    for (const b of x.imports.broken) detail.push(`- import ${mdCode(b.path)} from ${mdCode(b.from ?? "?")}${b.line ? `:${b.line}` : ""} is dropped: ${mdText(b.reason)}`);
    detail.push("");
  }
  if (detail.length) blocks2.push({ text: `<details><summary>What loads${review ? " \u2014 changed contexts" : " at launch"}</summary>

${detail.join("\n")}
</details>`, priority: 4 });
  const rules = review ? r.rules.filter((x) => x.change) : r.rules;
  if (rules.length) {
    const rows = rules.map((x) => `| ${mdCode(x.path, { table: true })} | ${x.globs.map((g) => mdCode(g, { table: true })).join(" ")} | ${review ? (x.base ?? "\u2014") + " \u2192 " : ""}${x.head ?? "\u2014"} | ${mdTableCell(x.change ?? (x.head === 0 ? "dead" : ""))} |`);
    blocks2.push({ text: `<details><summary>Path-scoped rules${review ? " whose reach changed" : ""} (${rules.length})</summary>

| Rule | Globs | Files matched | Change |
|---|---|---|---|
${rows.join("\n")}
</details>`, priority: 4 });
  }
  const mi = r.memoryIndex;
  if (mi && (mi.head || mi.base)) {
    const one = (m) => m ? `${m.lines}/${m.maxLines} lines, ${n(m.chars)}/${n(m.maxChars)} chars${m.truncated ? " \u2014 **truncated**" : ""}` : "\u2014";
    const lines = [`${mdCode(mi.head?.path ?? mi.base.path)}: ${review ? one(mi.base) + " \u2192 " : ""}${one(mi.head)}`];
    if (mi.newlyDropped.length) lines.push("", `Entries that now fall off the end (${mi.newlyDropped.length}):`, ...mi.newlyDropped.slice(0, 20).map((e) => `- ${mdCode(truncateChars(e, 120))}`));
    blocks2.push({ text: `<details><summary>Memory index</summary>

${lines.join("\n")}
</details>`, priority: 4 });
  }
  if (r.decisions.length) {
    const rows = r.decisions.flatMap((d) => d.contexts.map((c2) => `| ${mdTableCell(d.id)} | ${mdTableCell(c2.id)} | ${c2.base ? mdTableCell(c2.base) + " \u2192 " : ""}${mdTableCell(c2.head)} |`));
    blocks2.push({ text: `<details><summary>Decision canaries (${r.decisions.length})</summary>

| Decision | Context | State |
|---|---|---|
${rows.join("\n")}
</details>`, priority: 4 });
  }
  const footer = `<sub>memory-review ${mdText(r.tool.version)} \xB7 Claude Code ${mdText(r.claudeCode)} loader semantics \xB7 [rule catalogue](https://github.com/memory-review/memory-review#rules) \xB7 silence a finding with an HTML comment \`memory-review-disable-next-line RULE\` on the line above</sub>`;
  return assemble(head.join("\n"), blocks2, footer, max, o, introduced.length);
}
function assemble(head, blocks2, footer, max, o, findingCount) {
  const join9 = (bs, note = "") => [head, ...bs.map((b) => b.text), note, footer].filter(Boolean).join("\n\n");
  let kept = blocks2.slice();
  let out = join9(kept);
  const dropped = [];
  while (out.length > max && kept.length) {
    const lowest = kept.reduce((a, b) => b.priority < a.priority ? b : a);
    if (lowest.priority >= 9) break;
    kept = kept.filter((b) => b !== lowest);
    dropped.push(lowest.text.match(/<summary>([^<]*)<\/summary>|^### (.*)$/m)?.slice(1).find(Boolean) ?? "a section");
    out = join9(kept, truncNote(dropped, o));
  }
  if (out.length > max) {
    const fi = kept.findIndex((b) => b.priority >= 9);
    if (fi >= 0) {
      const lines = kept[fi].text.split("\n");
      const render = (k) => {
        const shown2 = findingCount - lines.slice(k).filter((l) => l.startsWith("- ")).length;
        return { shown: shown2, text: join9(kept.map((b, i) => i === fi ? { ...b, text: lines.slice(0, k).join("\n") } : b), truncNote(dropped, o, findingCount - shown2)) };
      };
      let lo = 3;
      let hi = lines.length;
      while (lo < hi) {
        const mid = lo + hi + 1 >>> 1;
        if (render(mid).text.length <= max) lo = mid;
        else hi = mid - 1;
      }
      while (lo > 3 && lines[lo] !== void 0 && lines[lo].startsWith("  <sub>Fix")) lo--;
      const shown = render(lo).shown;
      lines.length = lo;
      kept[fi] = { ...kept[fi], text: lines.join("\n") };
      out = join9(kept, truncNote(dropped, o, findingCount - shown));
    }
  }
  if (out.length > max) out = truncateChars(out, Math.max(0, max - 400), `

> \u2702\uFE0F Report cut at ${n(max)} characters.${hint(o)}`);
  return out;
}
function truncNote(dropped, o, cutFindings = 0) {
  if (!dropped.length && !cutFindings) return "";
  const what = [dropped.length ? `omitted sections: ${dropped.map(mdText).join(", ")}` : "", cutFindings > 0 ? `${cutFindings} more finding${cutFindings === 1 ? "" : "s"} not shown` : ""].filter(Boolean).join("; ");
  return `> \u2702\uFE0F This report is longer than fits here (${n(o.maxChars ?? COMMENT_LIMIT)} characters): ${what}.${hint(o) || " Run `memory-review review --format json` for everything."}`;
}
function hint(o) {
  return `${o.fullReportHint ? " " + mdText(o.fullReportHint) : ""}${o.fullReportUrl ? " " + mdLink("Open the full report", o.fullReportUrl) : ""}`;
}

// src/report/formats.ts
import { createHash as createHash2 } from "node:crypto";
function renderJson(r) {
  return JSON.stringify(r, null, 2) + "\n";
}
var SARIF_LEVEL = { error: "error", warning: "warning", notice: "note" };
function inRepo(path5) {
  return !path5.startsWith("~") && !path5.startsWith("/");
}
function annotatable(r) {
  return r.findings.filter((f) => !f.suppressed && (r.mode === "check" || f.introduced));
}
function renderSarif(r) {
  const results = r.findings.filter((f) => !f.suppressed).map((f) => {
    const locs = f.locations.filter((l) => inRepo(l.path));
    return {
      ruleId: f.rule,
      ruleIndex: RULES.findIndex((x) => x.id === f.rule),
      level: SARIF_LEVEL[f.severity],
      message: { text: f.message },
      locations: locs.slice(0, 1).map((l) => ({
        physicalLocation: {
          artifactLocation: { uri: l.path.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" },
          ...l.line ? { region: { startLine: l.line, ...l.endLine && l.endLine >= l.line ? { endLine: l.endLine } : {} } } : {}
        }
      })),
      ...locs.length > 1 ? {
        relatedLocations: locs.slice(1).map((l, i) => ({
          id: i + 1,
          physicalLocation: { artifactLocation: { uri: l.path.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" }, ...l.line ? { region: { startLine: l.line } } : {} }
        }))
      } : {},
      partialFingerprints: { "memoryReview/v1": createHash2("sha256").update(`${f.rule}\0${f.locations[0]?.path ?? ""}\0${f.key}`).digest("hex").slice(0, 32) },
      ...r.mode === "review" ? { baselineState: f.introduced ? "new" : "unchanged" } : {},
      properties: { contexts: f.contexts, hint: f.hint }
    };
  });
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "memory-review",
            version: r.tool.version,
            semanticVersion: r.tool.version,
            informationUri: "https://github.com/memory-review/memory-review",
            rules: RULES.map((x) => ({
              id: x.id,
              name: x.id.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase()),
              shortDescription: { text: x.title },
              fullDescription: { text: x.why },
              help: { text: x.hint },
              defaultConfiguration: { level: SARIF_LEVEL[x.severity] }
            }))
          }
        },
        originalUriBaseIds: { "%SRCROOT%": { uri: "file:///" } },
        results,
        properties: { claudeCode: r.claudeCode, mode: r.mode }
      }
    ]
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}
var WF = { error: "error", warning: "warning", notice: "notice" };
function renderGithub(r) {
  return annotatable(r).map((f) => {
    const l = f.locations.find((x) => inRepo(x.path));
    const props = [l ? `file=${escapeWorkflowProperty(l.path)}` : "", l?.line ? `line=${l.line}` : "", l?.endLine ? `endLine=${l.endLine}` : "", `title=${escapeWorkflowProperty(`memory-review ${f.rule}`)}`].filter(Boolean).join(",");
    return `::${WF[f.severity]} ${props}::${escapeWorkflowData(visibleInvisibles(`${f.message}
Fix: ${f.hint}`))}`;
  }).join("\n") + "\n";
}
var n2 = (x) => x.toLocaleString("en-US");
function term(s) {
  return visibleInvisibles(s.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/\t/g, " ")).replace(/^::/, ":\u200B:");
}
function renderText(r) {
  const out = [];
  const review = r.mode === "review";
  const c = r.summary.counts;
  out.push(`memory-review ${r.tool.version} (Claude Code ${r.claudeCode} semantics) \u2014 ${review ? `${term(r.base.label)} \u2192 ${term(r.head.label)}` : term(r.head.label)}`);
  out.push(`Verdict: ${r.summary.state}; ${c.error} error(s), ${c.warning} warning(s), ${c.notice} notice(s)${review ? `; introduced: ${r.summary.introduced.error}/${r.summary.introduced.warning}/${r.summary.introduced.notice}` : ""}; ${r.summary.failed ? "FAILED" : "passed"} (fail-on ${r.summary.failOn})`);
  if (review && !r.summary.changed) out.push("No memory-relevant change.");
  out.push("", "Contexts:");
  for (const x of r.contexts) {
    const t = x.head ?? x.base;
    out.push(`  [${x.verdict.state}] ${term(x.label)}: ${review && x.base ? `${n2(x.base.chars)} \u2192 ` : ""}${n2(t?.chars ?? 0)} chars, ${t?.files ?? 0} files${x.added.length ? `, +${x.added.length}` : ""}${x.removed.length ? `, -${x.removed.length}` : ""}${x.changed.length ? `, ~${x.changed.length}` : ""}`);
  }
  const live = r.findings.filter((f) => !f.suppressed);
  if (live.length) {
    out.push("", "Findings:");
    for (const f of live) {
      const l = f.locations[0];
      out.push(`  ${f.severity.padEnd(7)} ${f.rule}  ${l ? term(l.path) + (l.line ? ":" + l.line : "") : ""}${review && !f.introduced ? "  (pre-existing)" : ""}`);
      out.push(`          ${term(f.message)}`);
      out.push(`          fix: ${term(f.hint)}`);
    }
  }
  const sup = r.findings.length - live.length;
  if (sup) out.push("", `${sup} finding(s) suppressed by configuration or inline comments.`);
  return out.join("\n") + "\n";
}

// src/run.ts
import * as fs3 from "node:fs";
import * as path3 from "node:path";

// src/core/review/analyze.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
import * as P5 from "node:path/posix";

// src/core/reach.ts
var ReachIndex = class {
  index;
  constructor(files) {
    this.index = new GlobIndex(files);
  }
  get size() {
    return this.index.size;
  }
  reach(q) {
    return this.index.reach(q);
  }
};

// src/core/review/scanners.ts
import * as P4 from "node:path/posix";
var SECRET_PATTERNS = [
  { kind: "an AWS access key id", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "a GitHub token", re: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g },
  { kind: "a GitHub fine-grained token", re: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g },
  { kind: "an Anthropic API key", re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "an OpenAI API key", re: /\bsk-(?:proj-)?(?!ant-)[A-Za-z0-9_-]{32,}/g },
  { kind: "a Slack token", re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "a Stripe live key", re: /\b[sr]k_live_[A-Za-z0-9]{16,}/g },
  { kind: "a Google API key", re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: "an npm token", re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: "a private key", re: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
  { kind: "a JSON Web Token", re: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g }
];
var ASSIGNMENT = /\b(api[_-]?key|secret(?:[_-]?key)?|auth[_-]?token|access[_-]?token|token|password|passwd|client[_-]?secret)\b["']?\s*[:=]\s*["']?([A-Za-z0-9/+_.=-]{20,})/gi;
var PLACEHOLDER = /x{4,}|\.{3}|your|example|placeholder|changeme|dummy|redacted|<|\$\{|process\.env|test|fake|sample/i;
function entropy(s) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n3 of counts.values()) {
    const p = n3 / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function fnv(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
function lineStarts2(raw) {
  const starts = [0];
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
function lineAt(starts, index) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
function scanSecrets(raw) {
  const out = [];
  const starts = lineStarts2(raw);
  const seen = /* @__PURE__ */ new Set();
  const add = (index, kind, value) => {
    if (seen.has(index)) return;
    seen.add(index);
    out.push({ line: lineAt(starts, index), kind, redacted: `${value.slice(0, 4)}\u2026, ${value.length} chars`, fingerprint: fnv(value) });
  };
  for (const { kind, re } of SECRET_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(raw); m; m = re.exec(raw)) {
      const v = m[0];
      if (kind !== "a private key" && (PLACEHOLDER.test(v) || new Set(v).size < 10)) continue;
      add(m.index, kind, v);
    }
  }
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(raw); m; m = ASSIGNMENT.exec(raw)) {
    const v = m[2];
    if (PLACEHOLDER.test(v) || PLACEHOLDER.test(m[0]) || !/[0-9]/.test(v) || !/[A-Za-z]/.test(v) || entropy(v) < 3.5) continue;
    if (/^[a-z]+(?:[._/-][a-z]+)+$/i.test(v)) continue;
    add(m.index + m[0].length - v.length, "a credential assignment", v);
  }
  return out.sort((a, b) => a.line - b.line);
}
var INVISIBLE2 = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e]|[\u{e0000}-\u{e007f}]/gu;
var PICTO = new RegExp("\\p{Extended_Pictographic}", "u");
function scanInvisible(raw) {
  const out = [];
  const starts = lineStarts2(raw);
  INVISIBLE2.lastIndex = 0;
  for (let m = INVISIBLE2.exec(raw); m; m = INVISIBLE2.exec(raw)) {
    const c = m[0];
    if (c === "\uFEFF" && m.index === 0) continue;
    if (c === "\u200D") {
      const before = raw.slice(Math.max(0, m.index - 2), m.index);
      const after = raw.slice(m.index + 1, m.index + 3);
      if (PICTO.test(before) || PICTO.test(after)) continue;
    }
    out.push({ line: lineAt(starts, m.index), code: "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0") });
  }
  return out;
}
function namesFile(p) {
  const b = P4.basename(p);
  return /^[^.].*\.[A-Za-z0-9]{1,10}$/.test(b);
}
var BAD_CHARS = /[\s*?{}[\]<>$|;=()'"`,!^%&\\]/;
var LAST_SEGMENT = /^[\w.@+-]+$/;
function clean(raw) {
  let p = raw.trim();
  p = p.replace(/#.*$/, "").replace(/:\d+(?:[:-]\d+)?$/, "").replace(/[.,;:]+$/, "");
  if (p.startsWith("./")) p = p.slice(2);
  if (!p || p.length > 300 || BAD_CHARS.test(p) || p.includes("://") || /^[-@~/$#.]/.test(p.replace(/^\.\.\//, "x/"))) return void 0;
  if (p.startsWith("../") === false && p.startsWith(".") && !p.startsWith(".claude") && !p.startsWith(".github") && !/^\.[\w-]+\//.test(p) && !/^\.[\w-]+$/.test(p)) return void 0;
  return p.replace(/\/+$/, "");
}
function scanReferences(from, raw, exists) {
  const out = [];
  const lines = raw.split("\n");
  let i = 0;
  if (lines[0]?.replace(/^\ufeff/, "").trimEnd() === "---") {
    for (i = 1; i < lines.length && !/^---\s*$/.test(lines[i]); i++) ;
    i++;
  }
  let fence;
  let inComment = false;
  const dir = P4.dirname(from) === "." ? "" : P4.dirname(from);
  const norm3 = (p) => {
    const n3 = P4.normalize(p);
    return n3 === ".." || n3.startsWith("../") || n3.startsWith("/") ? void 0 : n3;
  };
  for (; i < lines.length; i++) {
    let l = lines[i];
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(l);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && l.trim() === f[1].trim().replace(/\s.*$/, "")) fence = void 0;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    if (/^( {4}|\t)/.test(l) && !/^\s*([-*+]|\d+[.)])\s/.test(l)) continue;
    if (inComment) {
      const end = l.indexOf("-->");
      if (end < 0) continue;
      inComment = false;
      l = l.slice(end + 3);
    }
    l = removeCommentSpans(l);
    const open = l.indexOf("<!--");
    if (open >= 0) {
      inComment = true;
      l = l.slice(0, open);
    }
    const seen = /* @__PURE__ */ new Set();
    for (const m of l.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const p = clean(m[2]);
      if (!p || !p.includes("/") || p.startsWith("../") || !LAST_SEGMENT.test(P4.basename(p)) || seen.has(p)) continue;
      seen.add(p);
      const candidates = [...new Set([norm3(p), dir ? norm3(P4.join(dir, p)) : void 0].filter((x) => !!x))];
      if (!candidates.length) continue;
      const resolved = candidates.find(exists);
      const anchored = !resolved && namesFile(p) && candidates.some((c) => P4.dirname(c) !== "." && exists(P4.dirname(c)));
      out.push({ from, line: i + 1, raw: m[2], candidates, resolved, kind: "code", anchored });
    }
    for (const m of l.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) {
      if (m[1]) continue;
      let target = m[2];
      try {
        target = decodeURIComponent(target);
      } catch {
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("/")) continue;
      const p = clean(target.startsWith("../") ? target : target);
      if (!p || seen.has(p)) continue;
      seen.add(p);
      const candidates = [...new Set([dir ? norm3(P4.join(dir, p)) : norm3(p), norm3(p)].filter((x) => !!x))];
      if (!candidates.length) continue;
      const resolved = candidates.find(exists);
      out.push({ from, line: i + 1, raw: target, candidates, resolved, kind: "link", anchored: namesFile(p) });
    }
  }
  return out;
}

// src/core/review/analyze.ts
var PROBE = ".memory-review-probe";
var MEMORY_FILE = /(^|\/)(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md)$/;
function totalsOf(sources) {
  const t = { files: sources.length, chars: 0, lines: 0, tokens: 0, compactChars: 0 };
  for (const s of sources) {
    t.chars += s.size.chars;
    t.lines += s.size.lines;
    t.tokens += s.size.tokens;
    if (s.survivesCompact) t.compactChars += s.size.chars;
  }
  return t;
}
function finding(rule, message, locations, contexts, key, extra) {
  const info = RULE_BY_ID.get(rule);
  if (!info) throw new Error(`unknown rule ${rule}`);
  return { rule, severity: info.severity, message, locations, contexts: [...contexts], hint: info.hint, key, ...extra };
}
function lazyDirs(files, memoryDir) {
  const out = /* @__PURE__ */ new Set();
  for (const f of files) {
    if (memoryDir && (f === memoryDir || f.startsWith(memoryDir + "/"))) continue;
    let d;
    if (MEMORY_FILE.test(f)) {
      d = P5.dirname(f);
      if (d.endsWith("/.claude") || d === ".claude") d = P5.dirname(d);
    } else {
      const i = f.indexOf(".claude/rules/");
      if (i >= 0 && (i === 0 || f[i - 1] === "/") && f.endsWith(".md")) d = i === 0 ? "." : f.slice(0, i - 1);
    }
    if (d && d !== ".") out.add(d);
  }
  return [...out].sort();
}
async function nestedRules(vfs, root, files, chain) {
  const out = [];
  for (const f of files) {
    const i = f.indexOf(".claude/rules/");
    if (i < 0 || i > 0 && f[i - 1] !== "/" || !f.endsWith(".md")) continue;
    const base = i === 0 ? "" : f.slice(0, i - 1);
    if (chain.has(base)) continue;
    const r = await vfs.readFile(P5.join(root, f), MAX_FILE_BYTES);
    if (!r.ok) continue;
    const fm = parseFrontmatter(r.data.toString("utf8"));
    if (fm.unparsable || !fm.present) continue;
    const g = ruleGlobs(fm.data.paths);
    if (!g.globs) continue;
    out.push({ path: f, base, globs: g.globs, written: g.written, invalid: g.invalid });
  }
  return out;
}
async function analyzeSide(input) {
  const timings = {};
  let t0 = performance.now();
  const lap = (k) => {
    const t = performance.now();
    timings[k] = (timings[k] ?? 0) + (t - t0);
    t0 = t;
  };
  const { root, tree, config } = input;
  const mounts2 = [{ name: "root", at: root, tree }];
  if (input.home) mounts2.push({ name: "home", at: input.home.at, tree: input.home.tree });
  if (input.memory) mounts2.push({ name: "memory", at: input.memory.at, tree: input.memory.tree });
  const vfs = new Vfs(mounts2);
  const files = (await tree.listFiles()).slice().sort();
  const fileSet = new Set(files);
  const dirs = /* @__PURE__ */ new Set([""]);
  for (const f of files) for (let d = P5.dirname(f); d !== "." && !dirs.has(d); d = P5.dirname(d)) dirs.add(d);
  lap("list");
  const memoryDirAbs = input.memory ? input.memory.at : config.memoryDir ? P5.join(root, config.memoryDir) : void 0;
  const memoryRel = config.memoryDir;
  const loaderFor = (cwdRel2) => new Loader({ vfs, root, cwd: cwdRel2 === "." ? root : P5.join(root, cwdRel2), home: input.home?.at, memoryDir: memoryDirAbs, ...input.session });
  const launchDirs = [input.cwd && input.cwd !== "" ? input.cwd : "."];
  for (const e of input.entries ?? []) {
    const pat = e.replace(/^\.\/?/, "").replace(/\/+$/, "") || ".";
    if (pat === ".") continue;
    const isGlob = import_picomatch2.default.scan(pat).isGlob;
    const m = isGlob ? (0, import_picomatch2.default)(pat, { dot: true }) : void 0;
    for (const d of [...dirs].sort()) if (d && (m ? m(d) : d === pat) && !launchDirs.includes(d)) launchDirs.push(d);
  }
  const contexts = [];
  const sources = /* @__PURE__ */ new Map();
  const skips = [];
  const addSources = (ctxId, list2) => {
    for (const s of list2) {
      const e = sources.get(s.path);
      if (e) {
        if (!e.contexts.includes(ctxId)) e.contexts.push(ctxId);
        if (e.source.mode !== "launch" && s.mode === "launch") e.source = s;
      } else sources.set(s.path, { source: s, contexts: [ctxId] });
    }
  };
  let rootLoader;
  let plan;
  for (const d of launchDirs) {
    const loader2 = loaderFor(d);
    const p = await loader2.launch();
    if (!rootLoader) {
      rootLoader = loader2;
      plan = p;
    }
    const id = `launch:${d}`;
    const uncertain = [...p.settingsErrors.map((e) => `settings ${e.path}: ${e.error}`)];
    contexts.push({ id, kind: "launch", label: d === "." ? "launch at the repository root" : `launch in ${d}/`, cwd: d, sources: p.launch, skipped: p.skipped, totals: totalsOf(p.launch), uncertain });
    addSources(id, p.launch);
    for (const s of p.skipped) skips.push({ skip: s, context: id });
  }
  lap("launch");
  const loader = rootLoader;
  const rootPlan = plan;
  const rootCwd = launchDirs[0];
  const rootCtx = contexts[0];
  for (const d of lazyDirs(files, memoryRel)) {
    if (rootCwd !== "." && !d.startsWith(rootCwd + "/")) continue;
    const r = await loader.read(P5.join(root, d, PROBE));
    const lazy = r.loaded.filter((s) => s.mode === "lazy-dir");
    const lazySkips = r.skipped.filter((s) => s.reason !== "already-loaded");
    if (!lazy.length && !lazySkips.length) continue;
    const id = `dir:${d}`;
    const all = [...rootCtx.sources, ...lazy];
    contexts.push({ id, kind: "directory", label: `loads when files under \`${d}/\` are read`, cwd: rootCwd, subject: d, sources: all, skipped: lazySkips, totals: totalsOf(all), uncertain: [] });
    addSources(id, lazy);
    for (const s of lazySkips) skips.push({ skip: s, context: id });
  }
  lap("directories");
  const index = new ReachIndex(files);
  const chainDirs = /* @__PURE__ */ new Set();
  for (let d = rootCwd === "." ? "" : rootCwd; ; d = d.includes("/") ? P5.dirname(d) : "") {
    chainDirs.add(d);
    if (d === "") break;
  }
  const launchRules = rootPlan.pathRules.map((r) => ({ path: r.path, base: r.base === "." ? "" : r.base.startsWith("~") || r.base.startsWith("/") ? "" : r.base, globs: r.globs, written: r.written, invalid: r.invalid, nested: false }));
  const nested = (await nestedRules(vfs, root, files, chainDirs)).map((r) => ({ ...r, nested: true }));
  const reach = [];
  for (const r of [...launchRules, ...nested]) {
    const res = index.reach({ base: r.base, globs: r.globs });
    const everything = r.globs.some((g) => /^(\/?\*\*(\/\*)?|\*|\*\*\/\*|\/\*\*)$/.test(g)) && !r.globs.some((g) => g.startsWith("!"));
    reach.push({ path: r.path, base: r.base || ".", globs: r.globs, written: r.written, invalid: r.invalid, files: res.files, example: res.first, matchesEverything: everything, nested: r.nested });
  }
  lap("reach");
  for (const r of reach) {
    if (!r.example) continue;
    if (rootCwd !== "." && !r.example.startsWith(rootCwd + "/")) continue;
    const got = await loader.read(P5.join(root, r.example));
    const mine = got.loaded.find((s) => s.path === r.path);
    if (!mine) continue;
    const id = `rule:${r.path}`;
    const all = [...rootCtx.sources, ...got.loaded];
    contexts.push({
      id,
      kind: "path-rule",
      label: `applies to ${r.files} file${r.files === 1 ? "" : "s"} matching ${r.globs.map((g) => "`" + g + "`").join(", ")}`,
      cwd: rootCwd,
      subject: r.path,
      appliesTo: { files: r.files, patterns: r.globs, example: r.example },
      sources: all,
      skipped: got.skipped.filter((s) => s.reason !== "already-loaded"),
      totals: totalsOf(all),
      uncertain: []
    });
    addSources(id, got.loaded);
  }
  lap("rules");
  for (const e of sources.values()) {
    const r = await vfs.readFile(e.source.abs, MAX_FILE_BYTES);
    if (r.ok) e.raw = r.data.toString("utf8");
  }
  lap("read");
  const findings = [];
  const ruleSet = new Set(reach.map((r) => r.path));
  const byKey = /* @__PURE__ */ new Map();
  const push = (f) => {
    const k = f.rule + "\0" + (f.locations[0]?.path ?? "") + "\0" + f.key;
    const old = byKey.get(k);
    if (old) {
      for (const c of f.contexts) if (!old.contexts.includes(c)) old.contexts.push(c);
      return;
    }
    byKey.set(k, f);
    findings.push(f);
  };
  for (const { skip: s, context } of skips) {
    const from = s.from ? { path: s.from.path, line: s.from.line } : void 0;
    const at = from ?? { path: s.path, line: 1 };
    switch (s.reason) {
      case "missing": {
        if (!from) break;
        const raw = importRaw(sources, s) ?? P5.basename(s.path);
        const m = /\.[A-Za-z0-9]{1,10}([,.;:!?)\]'"`]+)?$/.exec(P5.basename(raw));
        if (!m) break;
        const trailing = m[1];
        push(
          finding("import-missing", `\`@${raw}\` in ${s.from.path} points to ${s.path}, which does not exist${trailing ? ` \u2014 the trailing \`${trailing}\` is part of the path Claude Code looks up` : ""}`, [at], [context], s.path, trailing ? { hint: `Separate the import from the punctuation (\`@${raw.slice(0, -trailing.length)}\` followed by a space).` } : void 0)
        );
        break;
      }
      case "import-outside-launch-dir":
        push(finding("import-needs-approval", `import of ${s.path} from ${s.from?.path ?? "?"} resolves outside the launch directory (${ctxCwd(context, contexts)}); Claude Code drops it unless external imports were approved interactively`, [at], [context], s.path));
        break;
      case "symlink-outside-launch-dir":
        push(finding("symlink-outside", `${s.path} is a symlink ${s.detail ?? ""} outside the launch directory; it loads only after interactive approval`, [{ path: s.path }], [context], s.path));
        break;
      case "outside-root":
        if (from) push(finding("import-outside-repo", `${s.from.path} imports ${s.path}, outside the repository: it is never read here, and on a machine that approves external imports it pulls that file into the model's context`, [at], [context], s.path));
        else push(finding("unreadable", `${s.path} is a symlink that points outside the repository; it is not read`, [{ path: s.path }], [context], s.path));
        break;
      case "import-too-deep":
        push(finding("import-too-deep", `${s.path} is imported ${s.detail ?? "too deep"}; Claude Code stops after four hops`, [at], [context], s.path));
        break;
      case "non-text-extension":
        push(finding("import-non-text", `${s.path} is not a text file extension Claude Code imports`, [at], [context], s.path));
        break;
      case "too-large":
        push(finding("file-too-large", `${s.path} is over 4 MiB (${MAX_FILE_BYTES.toLocaleString("en-US")} bytes); Claude Code skips it entirely`, from ? [{ path: s.path }, from] : [{ path: s.path }], [context], s.path));
        break;
      case "empty":
        push(finding("empty-file", `${s.path} is empty after frontmatter and comments${s.detail ? `; ${s.detail}` : ""}`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case "not-regular-file":
      case "symlink-loop":
        push(finding("unreadable", `${s.path}: ${s.reason === "symlink-loop" ? "symlink loop" : "not a regular file"}; not loaded`, [{ path: s.path }], [context], s.path));
        break;
      case "path-scoped-import-dropped":
        push(finding("path-rule-import-dropped", `${s.path} is imported by ${s.from?.path ?? "a rule"} but has its own \`paths:\`, so it is dropped from the launch load`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case "agents-md-shadowed":
        push(finding("agents-md-shadowed", `${s.path} is not read: a CLAUDE.md in the same launch chain takes precedence`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      case "excluded":
        push(finding("excluded", `${s.path} is excluded by claudeMdExcludes`, [{ path: s.path, line: 1 }], [context], s.path));
        break;
      default:
        break;
    }
  }
  const allWarnings = rootPlan.warnings;
  for (const w of allWarnings) {
    const raw = sources.get(w.path)?.raw ?? await readRaw(vfs, root, w.path);
    const ctxs = sources.get(w.path)?.contexts ?? [rootCtx.id];
    if (w.kind === "frontmatter-unparsable") {
      const fmLines = raw ? frontmatterRange(raw) : void 0;
      const hasPaths = raw ? /^\s*paths\s*:/m.test(raw.split("\n").slice(0, fmLines?.end ?? 0).join("\n")) : false;
      if (!hasPaths) continue;
      push(finding("rule-frontmatter-unparsable", `the frontmatter of ${w.path} does not parse (${w.detail.split("\n")[0]}); its \`paths:\` are ignored and the rule loads in every session`, [{ path: w.path, line: 1, endLine: fmLines?.end }], ctxs, "fm"));
    } else if (w.kind === "brace-budget") {
      push(finding("brace-budget", `brace expansion of \`${w.detail}\` in ${w.path} exceeds the budget of 1,000 results; the excess patterns are dropped`, [{ path: w.path, line: lineOfText(raw, w.detail) }], ctxs, w.detail));
    } else if (w.kind === "invalid-pattern") {
      push(finding("glob-invalid", `\`${w.detail}\` in ${w.path} is not a valid pattern and is dropped`, [{ path: w.path, line: lineOfText(raw, w.detail) }], ctxs, w.detail));
    }
  }
  for (const r of nested) {
    const raw = await readRaw(vfs, root, r.path);
    for (const g of r.invalid) push(finding("glob-invalid", `\`${g}\` in ${r.path} is not a valid pattern and is dropped`, [{ path: r.path, line: lineOfText(raw, g) }], [], g));
  }
  for (const [path5, e] of sources) {
    const s = e.source;
    if (s.size.chars > LARGE_FILE_CHARS && s.type !== "AutoMem")
      push(finding("large-file", `${path5} is ${s.size.chars.toLocaleString("en-US")} characters (\u2248${s.size.tokens.toLocaleString("en-US")} tokens), over the 40,000-character large-file threshold`, [{ path: path5, line: 1 }], e.contexts, "size"));
    if (e.raw !== void 0) {
      for (const sec of scanSecrets(e.raw)) push(finding("secret", `${path5}:${sec.line} looks like ${sec.kind} (${sec.redacted})`, [{ path: path5, line: sec.line }], e.contexts, `${sec.kind}:${sec.fingerprint}`));
      const inv = scanInvisible(e.raw);
      if (inv.length) {
        const kinds = [...new Set(inv.map((i) => i.code))].slice(0, 5).join(", ");
        push(finding("invisible-unicode", `${path5} contains ${inv.length} invisible or bidirectional character${inv.length === 1 ? "" : "s"} (${kinds}), first on line ${inv[0].line}`, [{ path: path5, line: inv[0].line }], e.contexts, kinds));
      }
    }
    if ((s.scope === "rule" || ruleSet.has(path5)) && s.frontmatterKeys) {
      const foreign = s.frontmatterKeys.filter((k) => FOREIGN_KEYS.has(k));
      for (const k of foreign) {
        const hasPaths = s.frontmatterKeys.includes("paths");
        push(finding("rule-unknown-key", `\`${k}:\` in ${path5} is not read by Claude Code${hasPaths ? "" : "; without `paths:` the rule loads in every session"}`, [{ path: path5, line: lineOfKey(e.raw, k) }], e.contexts, k, hasPaths ? { severity: "notice" } : void 0));
      }
    }
    if (s.why.kind === "import" && ruleSet.has(s.why.from) && s.mode === "launch") {
      push(finding("import-in-path-rule", `${s.why.from} is path-scoped, but its import of ${path5} loads at launch in every session`, [{ path: s.why.from, line: s.why.line }], e.contexts, path5));
    }
  }
  for (const r of reach) {
    if (r.files === 0 && r.globs.length)
      push(finding("rule-dead", `${r.path} applies to no file: ${r.globs.map((g) => "`" + g + "`").join(", ")} match nothing under ${r.base === "." ? "the repository root" : r.base + "/"}`, [{ path: r.path, line: lineOfText(await readRaw(vfs, root, r.path), r.written[0] ?? r.globs[0]) }], [], "dead"));
    else if (r.matchesEverything && !r.nested)
      push(finding("rule-matches-everything", `${r.path} matches every file (${r.globs.join(", ")}) but is attached only after a file is read and does not survive /compact`, [{ path: r.path, line: lineOfText(await readRaw(vfs, root, r.path), r.written[0] ?? r.globs[0]) }], [], "all"));
  }
  for (const c of contexts) {
    if (c.kind === "launch" && c.totals.chars > TOTAL_INSTRUCTIONS_CHARS)
      push(finding("total-too-large", `${c.label}: ${c.totals.chars.toLocaleString("en-US")} characters of instructions load at launch (\u2248${c.totals.tokens.toLocaleString("en-US")} tokens), over 120,000`, [{ path: c.sources[0]?.path ?? "CLAUDE.md" }], [c.id], c.id));
    for (const b of config.budgets) {
      if (b.context && !(0, import_picomatch2.default)(b.context, { dot: true })(c.id)) continue;
      if (!b.context && c.kind !== "launch") continue;
      const over = b.chars !== void 0 && c.totals.chars > b.chars || b.tokens !== void 0 && c.totals.tokens > b.tokens;
      if (over) {
        const biggest = c.sources.slice().sort((a, b2) => b2.size.chars - a.size.chars)[0];
        push(finding("budget-exceeded", `${c.label}: ${c.totals.chars.toLocaleString("en-US")} chars / \u2248${c.totals.tokens.toLocaleString("en-US")} tokens, over the budget of ${b.chars !== void 0 ? b.chars.toLocaleString("en-US") + " chars" : ""}${b.chars !== void 0 && b.tokens !== void 0 ? " / " : ""}${b.tokens !== void 0 ? b.tokens.toLocaleString("en-US") + " tokens" : ""}`, [{ path: biggest?.path ?? "CLAUDE.md", line: 1 }], [c.id], c.id));
      }
    }
    for (const u of c.uncertain) push(finding("settings-invalid", u, [{ path: u.split(":")[0].replace(/^settings /, "") }], [c.id], u.split(":")[0]));
  }
  let memoryIndex;
  const mem = [...sources.values()].find((e) => e.source.type === "AutoMem");
  if (mem) {
    const s = mem.source;
    const tr = s.truncation;
    const lines = tr?.lines ?? s.size.lines;
    const chars = tr?.chars ?? s.size.chars;
    const entries = indexEntries(mem.raw ?? s.content, s.frontmatterLines);
    const kept = tr?.keptLines ?? lines;
    const dropped = entries.filter((en) => en.line - s.frontmatterLines > kept).map((en) => en.text);
    memoryIndex = { path: s.path, lines, chars, maxLines: MEMORY_MAX_LINES, maxChars: MEMORY_MAX_CHARS, truncated: !!tr?.warning, keptLines: kept, droppedEntries: dropped, entries };
    if (tr?.warning) {
      const what = [tr.truncatedByLines ? `${lines} lines (cap 200)` : "", tr.truncatedByChars ? `${chars.toLocaleString("en-US")} characters (cap 25,000)` : ""].filter(Boolean).join(" and ");
      push(finding("memory-truncated", `${s.path} is ${what}: everything from line ${(tr.firstDroppedLine ?? kept + 1) + s.frontmatterLines} on is not loaded${dropped.length ? ` (${dropped.length} index entr${dropped.length === 1 ? "y" : "ies"})` : ""}`, [{ path: s.path, line: (tr.firstDroppedLine ?? kept + 1) + s.frontmatterLines }], mem.contexts, "truncated"));
    } else if (lines >= 0.8 * MEMORY_MAX_LINES || chars >= 0.8 * MEMORY_MAX_CHARS) {
      push(finding("memory-near-cap", `${s.path} is at ${lines}/200 lines and ${chars.toLocaleString("en-US")}/25,000 characters`, [{ path: s.path, line: 1 }], mem.contexts, "near"));
    }
    const memDir = P5.dirname(s.abs);
    for (const en of entries) {
      if (!en.target) continue;
      const target = P5.normalize(P5.join(memDir, en.target));
      const r = await vfs.readFile(target, MAX_FILE_BYTES);
      if (!r.ok) {
        if (r.reason === "missing") push(finding("memory-broken-link", `${s.path}:${en.line} links to ${en.target}, which does not exist`, [{ path: s.path, line: en.line }], mem.contexts, en.target));
        continue;
      }
      const fm = parseFrontmatter(r.data.toString("utf8"));
      const display = loader.display(target);
      const data = fm.present && !fm.unparsable ? fm.data : void 0;
      const meta = data && typeof data.metadata === "object" && data.metadata ? data.metadata : void 0;
      const type = meta?.type ?? data?.type;
      if (!data) push(finding("memory-topic-frontmatter", `${display} has ${fm.unparsable ? "unparsable" : "no"} frontmatter; Claude Code expects name, description and type`, [{ path: display, line: 1 }], mem.contexts, "none"));
      else if (!["user", "feedback", "project", "reference"].includes(String(type)))
        push(finding("memory-topic-frontmatter", `${display}: type ${type === void 0 ? "is missing" : JSON.stringify(type) + " is not one of user, feedback, project, reference"}; it reads as no type`, [{ path: display, line: lineOfKey(r.data.toString("utf8"), "type") ?? 1 }], mem.contexts, "type"));
    }
  }
  lap("findings");
  const references = [];
  for (const [path5, e] of sources) {
    if (e.raw === void 0 || path5.startsWith("~") || path5.startsWith("/") || e.source.type === "AutoMem") continue;
    references.push(...scanReferences(path5, e.raw, (p) => fileSet.has(p) || dirs.has(p)));
  }
  lap("references");
  const manifest = [...sources.values()].map(({ source: s, contexts: cs }) => ({
    path: s.path,
    scope: s.scope,
    mode: s.mode,
    size: s.size,
    sha256: s.sha256,
    imports: s.imports,
    survivesCompact: s.survivesCompact,
    contexts: cs,
    ...s.truncation?.warning ? { truncated: true } : {}
  }));
  return { name: input.name, label: input.label, commit: input.commit, root, files, fileSet, tree, dirs, contexts, sources, manifest, reach, memoryIndex, references, findings, plan: rootPlan, timings };
}
var FOREIGN_KEYS = /* @__PURE__ */ new Set(["globs", "alwaysApply", "applyTo", "include", "files", "glob", "path", "pattern", "patterns", "trigger"]);
function ctxCwd(id, contexts) {
  const c = contexts.find((x) => x.id === id);
  return c ? c.cwd === "." ? "the repository root" : c.cwd + "/" : "?";
}
function importRaw(sources, s) {
  const from = s.from && sources.get(s.from.path)?.source;
  return from?.imports.find((i) => i.target === s.path)?.raw;
}
async function readRaw(vfs, root, path5) {
  if (path5.startsWith("/") || path5.startsWith("~")) return void 0;
  const r = await vfs.readFile(P5.join(root, path5), MAX_FILE_BYTES);
  return r.ok ? r.data.toString("utf8") : void 0;
}
function frontmatterRange(raw) {
  const lines = raw.replace(/^\ufeff/, "").split("\n");
  if (lines[0].trimEnd() !== "---") return void 0;
  for (let i = 1; i < lines.length; i++) if (/^---\s*$/.test(lines[i])) return { end: i + 1 };
  return void 0;
}
function lineOfText(raw, needle) {
  if (!raw || !needle) return void 0;
  const i = raw.indexOf(needle);
  if (i < 0) return void 0;
  return raw.slice(0, i).split("\n").length;
}
function lineOfKey(raw, key) {
  if (!raw) return void 0;
  const lines = raw.split("\n");
  const re = new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`);
  const i = lines.findIndex((l) => re.test(l));
  return i >= 0 ? i + 1 : void 0;
}
function indexEntries(raw, fmLines) {
  const out = [];
  const lines = raw.split("\n");
  let inFence = false;
  for (let i = fmLines; i < lines.length; i++) {
    const l = lines[i];
    if (/^\s*(```|~~~)/.test(l)) inFence = !inFence;
    if (inFence) continue;
    const link2 = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/.exec(l);
    const isItem = /^\s*([-*+]|\d+[.)])\s+/.test(l);
    if (!link2 && !isItem) continue;
    let target = link2?.[1];
    if (target && (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("/"))) target = void 0;
    if (target) target = decodeURIComponentSafe(target.split("#")[0]);
    out.push({ line: i + 1, text: l.trim().slice(0, 200), ...target ? { target } : {} });
  }
  return out;
}
function decodeURIComponentSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// src/core/review/review.ts
var import_picomatch3 = __toESM(require_picomatch2(), 1);
import * as P6 from "node:path/posix";
var norm = (s) => s.toLowerCase().replace(/[`*_~]/g, "").replace(/\s+/g, " ").trim();
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function fingerprint(f) {
  return `${f.rule}\0${f.locations[0]?.path ?? ""}\0${f.key}`;
}
function decisionStates(side2, config) {
  const out = /* @__PURE__ */ new Map();
  const launch = side2.contexts.filter((c) => c.kind === "launch");
  for (const d of config.decisions) {
    const needle = norm(d.text);
    const m = /* @__PURE__ */ new Map();
    const pats = d.entries?.map((e) => e.replace(/^\.\/?/, "").replace(/\/+$/, "") || ".");
    for (const c of launch) {
      if (pats && !pats.some((p) => p === c.cwd || (0, import_picomatch3.default)(p, { dot: true })(c.cwd))) continue;
      const hit = c.sources.find((s) => s.survivesCompact && norm(s.content).includes(needle));
      if (hit) {
        m.set(c.id, { state: "present", where: { path: hit.path, line: lineOfNorm(side2.sources.get(hit.path)?.raw, d.text) } });
        continue;
      }
      const lazy = side2.contexts.filter((k) => k.kind !== "launch" && k.cwd === c.cwd).flatMap((k) => k.sources).find((s) => !s.survivesCompact && norm(s.content).includes(needle));
      m.set(c.id, lazy ? { state: "not-compact-safe", where: { path: lazy.path, line: lineOfNorm(side2.sources.get(lazy.path)?.raw, d.text) } } : { state: "missing" });
    }
    out.set(d.id, m);
  }
  return out;
}
function lineOfNorm(raw, text) {
  if (!raw) return void 0;
  const words = norm(text).split(" ").slice(0, 4).join(" ");
  const lines = raw.split("\n");
  const i = lines.findIndex((l) => norm(l).includes(words));
  return i >= 0 ? i + 1 : void 0;
}
function applyPolicy(findings, side2, config) {
  const ignore2 = config.ignore.length ? (0, import_picomatch3.default)(config.ignore, { dot: true }) : void 0;
  const out = [];
  for (const f of findings) {
    const o = config.rules[f.rule];
    if (o === "off") continue;
    const g = o ? { ...f, severity: o } : { ...f };
    if (ignore2 && g.locations.length && g.locations.every((l) => ignore2(l.path))) g.suppressed = "ignore";
    else if (isSuppressedInline(g, side2)) g.suppressed = "inline";
    out.push(g);
  }
  return out;
}
var DISABLE = /<!--\s*memory-review-disable(-next-line|-file)?((?:\s+[\w-]+(?:\s*,\s*[\w-]+)*)?)\s*-->/g;
var directiveCache = /* @__PURE__ */ new WeakMap();
function directivesOf(side2, path5) {
  let bySide = directiveCache.get(side2);
  if (!bySide) directiveCache.set(side2, bySide = /* @__PURE__ */ new Map());
  let list2 = bySide.get(path5);
  if (list2) return list2;
  list2 = [];
  const raw = side2.sources.get(path5)?.raw;
  if (raw && raw.includes("memory-review-disable")) {
    const lines = raw.split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i].includes("memory-review-disable")) continue;
      DISABLE.lastIndex = 0;
      for (let m = DISABLE.exec(lines[i]); m; m = DISABLE.exec(lines[i])) list2.push({ line: m[1] === "-next-line" ? i + 2 : void 0, rules: m[2].split(/[\s,]+/).filter(Boolean) });
    }
  }
  bySide.set(path5, list2);
  return list2;
}
function isSuppressedInline(f, side2) {
  for (const loc2 of f.locations) {
    for (const d of directivesOf(side2, loc2.path)) {
      if (d.rules.length && !d.rules.includes(f.rule)) continue;
      if (d.line === void 0) return true;
      const start = loc2.line ?? 1;
      if (d.line >= start && d.line <= (loc2.endLine ?? start)) return true;
    }
  }
  return false;
}
function verdictFor(id, findings, drifted, uncertain) {
  const reasons = [];
  const states = /* @__PURE__ */ new Set();
  if (uncertain.length) {
    states.add("Uncertain");
    reasons.push(...uncertain);
  }
  for (const f of findings) {
    if (f.suppressed || !f.contexts.includes(id) || !atLeast(f.severity, "warning")) continue;
    const cat = RULE_BY_ID.get(f.rule)?.category ?? "partial";
    const st = cat === "partial" ? "Partial" : cat === "waiting" ? "Waiting" : cat === "conflicted" ? "Conflicted" : cat === "uncertain" ? "Uncertain" : cat === "drifted" ? "Drifted" : "Partial";
    states.add(st);
    const r = `${f.rule}: ${f.locations[0]?.path ?? ""}`;
    if (!reasons.includes(r)) reasons.push(r);
  }
  if (drifted) {
    states.add("Drifted");
    reasons.push("sources changed by this change");
  }
  for (const s of ["Uncertain", "Conflicted", "Partial", "Waiting", "Drifted"]) if (states.has(s)) return { state: s, reasons };
  return { state: "Healthy", reasons };
}
var IMPORT_REASONS = /* @__PURE__ */ new Set(["missing", "import-outside-launch-dir", "import-too-deep", "non-text-extension", "outside-root", "too-large", "excluded"]);
function sizeOf(s) {
  return { chars: s.size.chars, lines: s.size.lines, tokens: s.size.tokens };
}
function emptyCounts() {
  return { error: 0, warning: 0, notice: 0 };
}
async function referenceFindings(head, base) {
  const out = [];
  let added;
  const addedIds = async () => {
    if (!base) return /* @__PURE__ */ new Map();
    if (!added) added = head.files.filter((f) => !base.fileSet.has(f));
    const m = /* @__PURE__ */ new Map();
    for (const f of added.slice(0, 2e4)) {
      const e = await head.tree.stat(f);
      if (e?.id && !m.has(e.id)) m.set(e.id, f);
    }
    return m;
  };
  let ids;
  for (const r of head.references) {
    if (r.resolved) continue;
    const ctxs = head.sources.get(r.from)?.contexts ?? [];
    const was = base && r.candidates.find((c) => base.fileSet.has(c) || base.dirs.has(c));
    if (was && base) {
      ids ??= await addedIds();
      let moved;
      if (base.fileSet.has(was)) {
        const id = (await base.tree.stat(was))?.id;
        moved = id && ids.get(id) || added.find((f) => P6.basename(f) === P6.basename(was));
      } else {
        const inside = base.files.find((f) => f.startsWith(was + "/"));
        const id = inside && (await base.tree.stat(inside))?.id;
        const to = id && ids.get(id);
        const rest = inside?.slice(was.length);
        if (to && rest && to.endsWith(rest)) moved = to.slice(0, to.length - rest.length);
      }
      out.push(
        finding("stale-reference", `${r.from}:${r.line} names \`${r.raw}\`, which this change ${moved ? `moves to \`${moved}\`` : "deletes"}`, [{ path: r.from, line: r.line }], ctxs, was, moved ? { hint: `Update the reference to \`${moved}\`.` } : void 0)
      );
    } else if (r.anchored) {
      out.push(finding("missing-reference", `${r.from}:${r.line} names \`${r.raw}\`, which does not exist in the repository`, [{ path: r.from, line: r.line }], ctxs, r.candidates[0]));
    }
  }
  return out;
}
function ctxName(id) {
  return id === "launch:." ? "the root launch context" : id.startsWith("launch:") ? `the launch in ${id.slice(7)}/` : id;
}
function decisionFindings(head, base, config, configPath) {
  const h = decisionStates(head, config);
  const b = base ? decisionStates(base, config) : void 0;
  const findings = [];
  const table = [];
  for (const d of config.decisions) {
    const hm = h.get(d.id);
    const bm = b?.get(d.id);
    const row = { id: d.id, text: d.text, contexts: [] };
    const groups = /* @__PURE__ */ new Map();
    for (const [ctx, st] of hm) {
      const bs = bm?.get(ctx);
      row.contexts.push({ id: ctx, ...bs ? { base: bs.state } : {}, head: st.state });
      if (st.state === "present") continue;
      const loc2 = st.where ?? bs?.where ?? { path: configPath };
      const gk = `${st.state}\0${loc2.path}`;
      const g = groups.get(gk);
      if (g) {
        g.contexts.push(ctx);
        continue;
      }
      const was = bs?.state === "present" ? ` (it was in ${bs.where?.path})` : "";
      const msg = st.state === "not-compact-safe" ? `decision "${d.id}" reaches ${ctxName(ctx)} only through ${st.where?.path}, which is not re-read after /compact${was}` : `decision "${d.id}" ("${d.text.slice(0, 80)}") is missing from ${ctxName(ctx)}${was}`;
      const f = finding("decision-missing", msg, [loc2], [ctx], `${d.id}:${st.state}`);
      groups.set(gk, f);
      findings.push(f);
    }
    for (const f of groups.values()) if (f.contexts.length > 1) f.message = f.message.replace(ctxName(f.contexts[0]), `${f.contexts.length} launch contexts (${f.contexts.map(ctxName).join(", ")})`);
    table.push(row);
  }
  return { findings, table };
}
function contextReport(id, head, base, findings) {
  const hc = head?.contexts.find((c2) => c2.id === id);
  const bc = base?.contexts.find((c2) => c2.id === id);
  const c = hc ?? bc;
  const hs = new Map((hc?.sources ?? []).map((s) => [s.path, s]));
  const bs = new Map((bc?.sources ?? []).map((s) => [s.path, s]));
  const added = [];
  const removed = [];
  const changed = [];
  if (base) {
    for (const [p, s] of hs) {
      const o = bs.get(p);
      if (!o) added.push({ path: p, scope: s.scope, mode: s.mode, after: sizeOf(s) });
      else if (o.sha256 !== s.sha256 || o.content !== s.content) changed.push({ path: p, scope: s.scope, mode: s.mode, before: sizeOf(o), after: sizeOf(s) });
    }
    for (const [p, s] of bs) if (!hs.has(p)) removed.push({ path: p, scope: s.scope, mode: s.mode, before: sizeOf(s) });
  }
  const brokenOf = (side2) => (side2?.skipped ?? []).filter((k) => k.from && IMPORT_REASONS.has(k.reason)).map((k) => ({ path: k.path, from: k.from?.path, line: k.from?.line, reason: k.reason }));
  const hb = brokenOf(hc);
  const bb = brokenOf(bc);
  const key = (x) => `${x.path}\0${x.from}\0${x.reason}`;
  const bbKeys = new Set(bb.map(key));
  const hbKeys = new Set(hb.map(key));
  const imports = {
    resolved: base ? [...hs.values()].filter((s) => s.why.kind === "import" && !bs.has(s.path)).map((s) => s.path) : [],
    broken: base ? hb.filter((x) => !bbKeys.has(key(x))) : hb,
    fixed: base ? bb.filter((x) => !hbKeys.has(key(x)) && [...hs.values()].some((s) => s.path === x.path)).map((x) => x.path) : []
  };
  const drifted = !!base && (added.length > 0 || removed.length > 0 || changed.length > 0);
  const verdict = hc ? verdictFor(id, findings, drifted, hc.uncertain) : { state: "Drifted", reasons: ["context no longer exists"] };
  return {
    id,
    kind: c.kind,
    label: c.label,
    cwd: c.cwd,
    ...c.appliesTo ? { appliesTo: c.appliesTo } : {},
    verdict,
    ...bc ? { base: bc.totals } : {},
    ...hc ? { head: hc.totals } : {},
    sources: (hc?.sources ?? []).map((s) => ({ path: s.path, scope: s.scope, mode: s.mode, chars: s.size.chars, lines: s.size.lines, tokens: s.size.tokens, survivesCompact: s.survivesCompact, ...s.warning ? { truncated: true } : {} })),
    added,
    removed,
    changed,
    imports,
    ...base && !bc ? { presence: "added" } : {},
    ...base && !hc ? { presence: "removed" } : {}
  };
}
function rulesReport(head, base) {
  const out = [];
  const hb = new Map(head.reach.map((r) => [r.path, r]));
  const bb = new Map((base?.reach ?? []).map((r) => [r.path, r]));
  for (const [p, r] of hb) {
    const o = bb.get(p);
    let change;
    if (base) {
      if (!o) change = base.sources.get(p)?.source.scope === "rule" && base.sources.get(p)?.source.mode === "launch" ? "scoped" : "new";
      else if (r.files === 0 && o.files > 0) change = "dead";
      else if (r.files > 0 && o.files === 0) change = "revived";
      else if (r.files !== o.files) change = "reach";
    }
    out.push({ path: p, globs: r.globs, ...o ? { base: o.files } : {}, head: r.files, ...r.example ? { example: r.example } : {}, ...change ? { change } : {} });
  }
  for (const [p, o] of bb) {
    if (hb.has(p)) continue;
    const now = head.sources.get(p)?.source;
    const unconditional = !!now && now.scope === "rule" && now.mode === "launch";
    out.push({ path: p, globs: o.globs, base: o.files, change: unconditional ? "unconditional" : "removed" });
  }
  return out.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function sideFindings(side2, opts) {
  const list2 = [...side2.findings];
  if (opts.conflicts) list2.push(...opts.conflicts(side2, opts.config));
  return list2;
}
async function buildReport(head, base, opts) {
  const t0 = performance.now();
  const config = opts.config;
  const configPath = opts.configPath ?? ".github/memory-review.yml";
  const headRefs = await referenceFindings(head, base);
  const baseRefs = base ? await referenceFindings(base, void 0) : [];
  const dec = decisionFindings(head, base, config, configPath);
  const decBase = base ? decisionFindings(base, void 0, config, configPath).findings : [];
  let headFindings = applyPolicy([...sideFindings(head, opts), ...headRefs, ...dec.findings], head, config);
  const baseFindings = base ? applyPolicy([...sideFindings(base, opts), ...baseRefs, ...decBase], base, config) : [];
  const baseKeys = new Set(baseFindings.filter((f) => !f.suppressed).map(fingerprint));
  const baseKeysLoose = new Set(baseFindings.filter((f) => !f.suppressed).map((f) => `${f.rule === "stale-reference" ? "missing-reference" : f.rule}\0${f.locations[0]?.path ?? ""}\0${f.key}`));
  if (base) {
    headFindings = headFindings.map((f) => ({ ...f, introduced: !baseKeys.has(fingerprint(f)) && !(f.rule === "missing-reference" && baseKeysLoose.has(fingerprint(f))) }));
  }
  const headKeys = new Set(headFindings.map(fingerprint));
  const resolved = base ? baseFindings.filter((f) => !f.suppressed && !headKeys.has(fingerprint(f))) : [];
  const ids = [];
  for (const c of head.contexts) ids.push(c.id);
  for (const c of base?.contexts ?? []) if (!ids.includes(c.id)) ids.push(c.id);
  const contexts = ids.map((id) => contextReport(id, head.contexts.some((c) => c.id === id) ? head : void 0, base, headFindings));
  for (const c of contexts) if (c.presence === "removed") c.verdict = { state: "Drifted", reasons: ["this change removes the context"] };
  const failOn = opts.failOn ?? config.failOn ?? "error";
  const failScope = opts.failScope ?? "introduced";
  const counts = emptyCounts();
  const introduced = emptyCounts();
  for (const f of headFindings) {
    if (f.suppressed) continue;
    counts[f.severity]++;
    if (f.introduced) introduced[f.severity]++;
  }
  const counting = headFindings.filter((f) => !f.suppressed && (!base || failScope === "all" || f.introduced));
  const failed = counting.some((f) => atLeast(f.severity, failOn));
  const rules = rulesReport(head, base);
  const memoryIndex = head.memoryIndex || base?.memoryIndex ? { ...base?.memoryIndex ? { base: base.memoryIndex } : {}, ...head.memoryIndex ? { head: head.memoryIndex } : {}, newlyDropped: (head.memoryIndex?.droppedEntries ?? []).filter((e) => !(base?.memoryIndex?.droppedEntries ?? []).includes(e)) } : void 0;
  const changed = !!base && (contexts.some((c) => c.added.length || c.removed.length || c.changed.length || c.presence || c.imports.broken.length || c.imports.resolved.length) || rules.some((r) => r.change && r.change !== "reach") || headFindings.some((f) => f.introduced) || resolved.length > 0);
  const order = { Uncertain: 0, Conflicted: 1, Partial: 2, Waiting: 3, Drifted: 4, Healthy: 5 };
  const state = contexts.map((c) => c.verdict.state).sort((a, b) => order[a] - order[b])[0] ?? "Healthy";
  const sev = { error: 0, warning: 1, notice: 2 };
  headFindings.sort((a, b) => sev[a.severity] - sev[b.severity] || Number(!!b.introduced) - Number(!!a.introduced) || cmp(a.locations[0]?.path ?? "", b.locations[0]?.path ?? "") || (a.locations[0]?.line ?? 0) - (b.locations[0]?.line ?? 0) || cmp(a.rule, b.rule));
  const timings = {};
  for (const s of [base, head]) if (s) for (const [k, v] of Object.entries(s.timings)) timings[`${s.name}.${k}`] = Math.round(v * 10) / 10;
  timings.report = Math.round((performance.now() - t0) * 10) / 10;
  return {
    tool: { name: "memory-review", version: opts.version },
    claudeCode: CLAUDE_CODE_VERSION,
    mode: base ? "review" : "check",
    ...base ? { base: { label: base.label, ...base.commit ? { commit: base.commit } : {} } } : {},
    head: { label: head.label, ...head.commit ? { commit: head.commit } : {} },
    summary: {
      state,
      counts,
      introduced,
      failOn,
      failScope,
      failed,
      changed,
      launch: { ...base ? { base: base.contexts[0]?.totals } : {}, head: head.contexts[0]?.totals }
    },
    contexts,
    findings: headFindings,
    resolved,
    rules,
    ...memoryIndex ? { memoryIndex } : {},
    manifest: head.manifest,
    decisions: dec.table,
    timings
  };
}

// src/core/contradictions/text.ts
function dict(o) {
  return Object.assign(/* @__PURE__ */ Object.create(null), o);
}
var VERB_BASES = `
abbreviate accept access add adopt allow alter amend annotate answer append apply approve ask assert avoid
backport ban base begin benchmark bind block bootstrap break bring build bump bundle cache call cancel cap
capitalize cast catch change check checkout choose cite clean clear clone close code collapse colocate combine
comment commit communicate compile complete compose compute configure confirm connect consider consult contact
contain continue convert copy correct create declare decorate default define delete deploy deprecate describe
design destructure detect develop disable disallow discourage dispatch display document downgrade drop
duplicate edit emit employ enable encode encourage encrypt end enforce ensure escape exclude execute expand
expect explain export expose extend extract fail fake favor favour fetch fill filter finish fix flag follow
forbid force force-push fork format generate give go group handle hardcode hash hide hit hold host ignore
implement import include indent initialize inject inline insert install instantiate integrate intercept
introduce invoke keep kill land launch lint list load localize lock log look maintain make manage mark merge
migrate minimize mirror mock modify monitor mount move mutate name need nest normalize note notify obey omit
open optimize order organize output override package paginate parse pass patch pause permit persist pick pin
place poll port post prefer prefix print process profile prohibit prompt propagate protect provide publish
pull push put query raise reach read rebase rebuild recommend record redirect reduce refactor reference
refrain register reject release rely remove rename render reorder repeat replace reply report request require
rerun reset resolve respond restart restrict retry return reuse revert review rewrite rotate route run
sanitize save scaffold schedule scope search seed select send separate serialize set share ship show sign
simplify skip sleep sort spawn specify split squash stage start stay stick stop store stream structure stub
style submit subscribe suffix suggest support suppress switch sync tag take talk target terminate test throw
time tolerate touch trace track translate trigger trim truncate try type unwrap update upgrade upload use
utilize validate verify version wait warn watch work wrap write abandon abort accomplish accumulate achieve
acquire act adapt address adhere advance advise affect aggregate aim alert align allocate analyze anchor
animate announce anticipate appear approach archive argue arrange assemble assess assign associate assume
attach attempt audit authenticate authorize automate await backup balance batch behave benefit bisect blame
boot borrow branch browse calculate capture centralize chat cherry-pick clarify classify cleanup coerce
collaborate collect commence compare compress concatenate conclude conform consolidate construct consume
contribute control coordinate count cover crash crawl cross curate customize cut debounce debug decide declare
decode decouple deduplicate defer delay delegate demonstrate denormalize depend deprecate derive destroy
determine diff differ dig discover discuss dismiss distribute dive divide double download draft dump elevate
embed emulate encapsulate enter enumerate equal establish estimate evaluate evolve examine exceed exist exit
expire explore extend fallback fetch find flatten flush focus forget freeze gather gate get grant grep guard
guess guide halt harden hesitate highlight hook hydrate identify impersonate improve increase increment infer
inform inherit inspect instrument interact interpret invalidate investigate isolate iterate join jump justify
leak leave lift limit link live lower maintain map match measure memoize mention merge migrate minify
modularize multiply mute narrow navigate negotiate nuke observe obtain occur offer onboard operate opt
orchestrate originate overwrite own paraphrase partition paste perform pick ping play plug populate precompute
predict prepare preserve prevent prioritize probe proceed produce promote prove prune publish punt qualify
quote rank rate reach react realize reason rebase recall receive recover recurse redact redeploy refer reflect
refresh regenerate reindex relate relax reload rely remain remember render rent reorganize repair rephrase
replay replicate reply reproduce require resize resolve respect restore resume retain retrieve reveal revise
revisit roll round ruin satisfy scale scan scroll seal secure see seem segment sell serve settle setup shard
shift shorten shrink shut simulate slice slow smoke solve speak speed spell spin spread squash stabilize stamp
standardize starve strip stub study submit subtract succeed summarize supply surface suspend swallow swap
synchronize tackle teach tear tell tend think throttle tidy tie toggle tokenize transform transition transpile
traverse treat trust tune uninstall unlock unpack unset upsert use validate vendor verify visit visualize walk
want wire withdraw worry yield zip type-check typecheck have force-push squash-merge rebase-merge fast-forward hand-edit timeout dry-run
`;
var IRREGULAR = dict({
  wrote: "write",
  written: "write",
  ran: "run",
  made: "make",
  kept: "keep",
  built: "build",
  chose: "choose",
  chosen: "choose",
  stuck: "stick",
  threw: "throw",
  thrown: "throw",
  began: "begin",
  begun: "begin",
  shown: "show",
  hid: "hide",
  hidden: "hide",
  forbade: "forbid",
  forbidden: "forbid",
  broke: "break",
  broken: "break",
  caught: "catch",
  brought: "bring",
  held: "hold",
  went: "go",
  gone: "go",
  took: "take",
  taken: "take",
  gave: "give",
  given: "give",
  sent: "send",
  found: "find",
  left: "leave",
  read: "read",
  led: "lead",
  told: "tell",
  got: "get",
  gotten: "get",
  spent: "spend",
  undertaken: "undertake",
  goes: "go",
  does: "do",
  did: "do",
  done: "do",
  has: "have",
  had: "have"
});
function inflections(base) {
  const out = [base];
  const vowel = /[aeiou]/;
  if (/(s|x|z|ch|sh)$/.test(base)) out.push(base + "es");
  else if (/[^aeiou]y$/.test(base)) out.push(base.slice(0, -1) + "ies");
  else out.push(base + "s");
  if (base.endsWith("e")) {
    out.push(base + "d", base.slice(0, -1) + "ing");
  } else if (/[^aeiou]y$/.test(base)) {
    out.push(base.slice(0, -1) + "ied", base + "ing");
  } else {
    out.push(base + "ed", base + "ing");
    const last = base[base.length - 1];
    if (/[bdgklmnprtvz]/.test(last) && vowel.test(base[base.length - 2] ?? "") && !vowel.test(base[base.length - 3] ?? "x")) {
      out.push(base + last + "ed", base + last + "ing");
    }
  }
  return out;
}
var VERB_FORMS = /* @__PURE__ */ new Map();
for (const b of VERB_BASES.split(/\s+/).filter(Boolean)) for (const f of inflections(b)) if (!VERB_FORMS.has(f)) VERB_FORMS.set(f, b);
for (const [f, b] of Object.entries(IRREGULAR)) VERB_FORMS.set(f, b);
for (const w of ["string", "strings", "thing", "things", "ring", "spring", "during", "nothing", "something", "anything", "everything", "bed", "red", "speed", "ed", "sing", "king", "news", "series", "species", "bus", "status", "class", "glass", "gas", "alias", "canvas", "this", "its"]) {
  VERB_FORMS.delete(w);
}
function verbBase(w) {
  const v = VERB_FORMS.get(w);
  if (v !== void 0 || !w.includes("-")) return v;
  const i = w.lastIndexOf("-");
  const last = VERB_FORMS.get(w.slice(i + 1));
  return last !== void 0 && VERB_FORMS.has(w.slice(0, i)) ? w.slice(0, i + 1) + last : void 0;
}
function isVerbBaseForm(w) {
  return VERB_FORMS.get(w) === w;
}
function isSForm(w) {
  const b = VERB_FORMS.get(w);
  return b !== void 0 && b !== w && /s$/.test(w) && !/(ed|ing)$/.test(w);
}
var DERIVED = dict({
  indentation: "indent",
  indented: "indent",
  indenting: "indent",
  formatting: "format",
  formatter: "format",
  linting: "lint",
  linter: "lint",
  documentation: "doc",
  docs: "doc",
  document: "doc",
  repository: "repo",
  directory: "dir",
  folder: "dir",
  configuration: "config",
  dependency: "dep",
  dependencies: "dep",
  deps: "dep",
  function: "func",
  functions: "func",
  fn: "func",
  variable: "var",
  variables: "var",
  parameter: "param",
  parameters: "param",
  params: "param",
  argument: "param",
  arguments: "param",
  args: "param",
  arg: "param",
  environment: "env",
  message: "msg",
  messages: "msg",
  "pull-request": "pr",
  prs: "pr",
  annotation: "hint",
  annotations: "hint",
  hints: "hint",
  typing: "hint",
  retries: "retry",
  retried: "retry",
  retrying: "retry",
  attempts: "retry",
  attempt: "retry",
  timeouts: "timeout",
  "time-out": "timeout",
  response: "reply",
  responses: "reply",
  replies: "reply",
  answers: "reply",
  answer: "reply",
  respond: "reply",
  responding: "reply",
  replying: "reply",
  answering: "reply",
  database: "db",
  databases: "db",
  migration: "migration",
  characters: "char",
  character: "char",
  chars: "char",
  columns: "column",
  cols: "column",
  col: "column",
  modules: "module",
  packages: "package",
  libraries: "library",
  lib: "library",
  libs: "library",
  specs: "test",
  spec: "test",
  tests: "test",
  testing: "test",
  tested: "test",
  e2e: "e2e",
  "end-to-end": "e2e",
  semicolon: "semicolon",
  semi: "semicolon",
  semis: "semicolon",
  docstring: "docstring",
  commits: "commit",
  committing: "commit",
  committed: "commit"
});
var NOT_PLURAL = new Set(
  `this is his was has does goes its yes less unless always perhaps series species news class pass process
  access address express across else alias canvas atlas gas bias pandas macos ios chaos kudos cos os status bus
  focus bonus corpus virus campus census consensus apparatus nexus plus minus thus us various previous
  analysis basis axis redis jenkins kubernetes postgres sass express thesis synopsis hypothesis diagnosis emphasis
  parenthesis genesis chassis iris tennis crisis oasis premise`.split(/\s+/)
);
function singular(w) {
  if (w.length <= 3 || !/^[a-z]/.test(w) || /[^a-z-]/.test(w) || NOT_PLURAL.has(w)) return w;
  if (/(ss|us)$/.test(w)) return w;
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + "y";
  if (/(xes|ches|shes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (/ases$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
}
var stemCache = /* @__PURE__ */ new Map();
function stem(w) {
  let r = stemCache.get(w);
  if (r === void 0) {
    r = computeStem(w);
    if (stemCache.size > 5e4) stemCache.clear();
    stemCache.set(w, r);
  }
  return r;
}
function computeStem(w) {
  const d = DERIVED[w];
  if (d) return d;
  const v = VERB_FORMS.get(w);
  if (v) return DERIVED[v] ?? v;
  const s = singular(w);
  if (DERIVED[s]) return DERIVED[s];
  const m = /^(.{3,})ation$/.exec(s);
  if (m) {
    for (const b of [m[1] + "ate", m[1] + "e", m[1]]) if (VERB_FORMS.get(b) === b) return b;
  }
  return s;
}
var NUMBER_WORDS = dict({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  eighty: 80,
  hundred: 100,
  single: 1
});
function numberValue(w) {
  const c = w.charCodeAt(0);
  if (!(c >= 48 && c <= 57) && NUMBER_WORDS[w] === void 0) return void 0;
  if (/^\d+(\.\d+)?$/.test(w)) return Number(w);
  if (/^\d{1,3}(,\d{3})+$/.test(w)) return Number(w.replace(/,/g, ""));
  return Object.prototype.hasOwnProperty.call(NUMBER_WORDS, w) ? NUMBER_WORDS[w] : void 0;
}
var CONTRACTIONS = [
  [/\b(do|does|did|is|are|was|were|should|must|could|would|has|have|had|need)n['’]t\b/gi, "$1 not"],
  [/\bcan['’]t\b/gi, "can not"],
  [/\bcannot\b/gi, "can not"],
  [/\bwon['’]t\b/gi, "will not"],
  [/\bit['’]s\b/gi, "it is"],
  [/\blet['’]s\b/gi, "let us"],
  [/\b(you|we|they)['’]re\b/gi, "$1 are"],
  [/\b(you|we|they|i)['’]ll\b/gi, "$1 will"],
  [/\bthat['’]s\b/gi, "that is"],
  [/\bwhat['’]s\b/gi, "what is"],
  [/\bthere['’]s\b/gi, "there is"]
];
var NEG_MARKS = /[❌🚫⛔✗✘]|:x:|:no_entry(_sign)?:/gu;
var POS_MARKS = /[✅✓✔☑]|:white_check_mark:|:heavy_check_mark:/gu;
function cleanMarkdown(src) {
  const spans = [];
  let s = src.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _t, body) => {
    spans.push(body.trim());
    return ` ${spans.length - 1} `;
  });
  s = s.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1").replace(/<(https?:\/\/[^>\s]+)>/g, " ").replace(/\bhttps?:\/\/[^\s)]+/g, " ").replace(/<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>/g, " ").replace(/\*+/g, "").replace(/(^|[\s(])_+(?=\S)/g, "$1").replace(/(\S)_+(?=[\s.,;:!?)]|$)/g, "$1").replace(/~~/g, "").replace(/\s--\s/g, " \u2014 ").replace(NEG_MARKS, " never ").replace(POS_MARKS, " ").replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
  for (const [re, rep] of CONTRACTIONS) s = s.replace(re, rep);
  return { text: s, spans };
}
var PROSE_TOKEN = /\u0001(\d+)\u0002|(?<![\p{L}\p{N}])\.[\p{L}][\p{L}\p{N}_-]*|[\p{L}\p{N}](?:[\p{L}\p{N}_'.+#&-]*[\p{L}\p{N}+#])?%?|%|[<>]=?|≥|≤|[();:,!?]|\.(?=\s|$)|—|–|\s-\s|\+/gu;
function splitSlashes(word) {
  if (!word.includes("/") || word.length <= 3) return [word];
  return word.split("/").filter(Boolean);
}
function codeTokens(body) {
  const out = [];
  for (const m of body.matchAll(/[A-Za-z0-9_.+#@:$-]+/g)) {
    const w = m[0].replace(/[.:]+$/, "");
    if (w) out.push(w);
  }
  return out;
}
var COMPOUNDS = [
  [/\bforce[- ]push(es|ed|ing)?\b/gi, "force-push$1"],
  [/\b(pull|merge) requests?\b/gi, "PR"],
  [/\btype[- ]check(s|ed|ing)?\b/gi, "type-check$1"],
  [/\btime[- ]?outs?\b/gi, "timeout"],
  [/\btimes? out\b/gi, "timeout"],
  [/\bcode base\b/gi, "codebase"],
  [/\bfile ?names?\b/gi, "filename"]
];
function tokenize(text, spans) {
  for (const [re, rep] of COMPOUNDS) text = text.replace(re, rep);
  const toks = [];
  let paren = 0;
  const push = (raw, code) => {
    let w = raw.toLowerCase();
    let poss = false;
    if (code < 0 && /'s?$/.test(w)) {
      poss = true;
      w = w.replace(/'s$/, "").replace(/'$/, "");
    }
    const t = { w, s: code < 0 ? stem(w) : w, raw, code, paren };
    if (poss) t.poss = true;
    toks.push(t);
  };
  for (const m of text.matchAll(PROSE_TOKEN)) {
    if (m[1] !== void 0) {
      const id = Number(m[1]);
      const body = spans[id] ?? "";
      const parts = codeTokens(body);
      if (parts.length === 0) push(body || "`", id);
      for (const p of parts) push(p, id);
      continue;
    }
    const t = m[0].trim();
    if (t === "(") {
      toks.push({ w: "(", s: "(", raw: "(", code: -1, paren });
      paren++;
      continue;
    }
    if (t === ")") {
      paren = Math.max(0, paren - 1);
      toks.push({ w: ")", s: ")", raw: ")", code: -1, paren });
      continue;
    }
    if (t === "-" || t === "\u2014" || t === "\u2013") {
      toks.push({ w: "\u2014", s: "\u2014", raw: t, code: -1, paren });
      continue;
    }
    const g = /^(\d+(?:\.\d+)?)-?(ms|s|sec|secs|m|min|mins|h|hr|hrs|d|kb|mb|gb|k|%|[a-z]+)$/i.exec(t);
    if (g && !/^\d+(\.\d+)*$/.test(t) && !/^\d+(st|nd|rd|th|x|d)$/i.test(t) && !/^\d+\.\d+\.\d+/.test(t)) {
      push(g[1], -1);
      push(g[2], -1);
      continue;
    }
    for (const part of splitSlashes(t)) push(part, -1);
  }
  return toks;
}
var STOP = new Set(
  `a an the this that these those it its they them their there here we us our you your i me my he she his her
  and or nor but so then than as of to in on at by for with from into onto about via per within without inside
  under over between through across after before during until while when whenever where wherever if unless
  whether because since though although also just only even still very really quite more most less least much
  many few some any all every each both either neither no not never always must should may might can could will
  would shall be is are was were been being do does did done have has had having please etc e.g i.e eg ie
  which who whom whose what how why other another such same own instead rather like let use using used uses
  make sure ensure get got one ones thing things stuff way something anything everything nothing someone anyone
  everyone first then next`.split(/\s+/)
);

// src/core/contradictions/lexicon.ts
function fam(id, subject, members, extra = {}) {
  return {
    id,
    subject,
    members: Object.entries(members).map(([label, phrases]) => ({ id: label.toLowerCase(), label, phrases: phrases.length ? phrases : [label.toLowerCase()] })),
    ...extra
  };
}
var TEST_DOMAIN = ["test", "unit", "runner", "framework", "suite", "assertion", "write", "run", "file", "case", "chai", "sinon", "expect", "assert", "enzyme", "testing-library"];
var PKG_DOMAIN = ["package", "dep", "install", "installing", "lockfile", "lock", "manager", "node_module", "workspace", "module", "add", "tool", "one-off", "binary", "script", "manage", "managing", "requirement", "environment", "env", "virtualenv", "venv", "monorepo"];
var BUILTIN_FAMILIES = [
  fam("js-package-manager", "JavaScript package manager", {
    npm: ["npm", "`npm install`", "`npm ci`", "`npm i`"],
    yarn: ["yarn", "yarn berry", "yarn classic", "yarn v1", "yarnpkg"],
    pnpm: ["pnpm"],
    bun: ["~bun", "`bun install`", "`bun add`"]
  }, { domain: [...PKG_DOMAIN, "javascript", "js", "node", "typescript", "ts"], context: ["install", "package", "dep", "lockfile", "workspace", "manager"] }),
  fam("python-package-manager", "Python package manager", {
    pip: ["pip", "pip3", "`pip install`", "pip-tools"],
    poetry: ["poetry"],
    uv: ["uv", "uv pip"],
    pipenv: ["pipenv"],
    conda: ["conda", "mamba", "micromamba", "miniconda", "anaconda"],
    pdm: ["pdm"],
    hatch: ["~hatch"],
    rye: ["rye"]
  }, { domain: [...PKG_DOMAIN, "python"], context: ["package", "dep", "environment", "env", "install"] }),
  fam("js-test-runner", "JavaScript test runner", {
    Jest: ["jest", "ts-jest"],
    Vitest: ["vitest"],
    Mocha: ["mocha"],
    Jasmine: ["jasmine"],
    AVA: ["~ava"],
    "node:test": ["node:test", "`node --test`", "node test runner"],
    "bun test": ["`bun test`"],
    uvu: ["uvu"]
  }, { domain: [...TEST_DOMAIN, "javascript", "js", "typescript", "ts", "node", "frontend", "backend"], context: ["test"] }),
  fam("python-test-runner", "Python test framework", {
    pytest: ["pytest", "py.test"],
    unittest: ["unittest", "unittest module"],
    nose: ["nose", "nose2"]
  }, { domain: [...TEST_DOMAIN, "python", "py"] }),
  fam("e2e-framework", "end-to-end test framework", {
    Playwright: ["playwright"],
    Cypress: ["cypress"],
    Puppeteer: ["puppeteer"],
    Selenium: ["selenium"],
    WebdriverIO: ["webdriverio", "wdio"],
    TestCafe: ["testcafe"],
    Nightwatch: ["nightwatch"]
  }, { domain: [...TEST_DOMAIN, "e2e", "browser", "ui", "integration"] }),
  fam("js-formatter", "JavaScript formatter", {
    Prettier: ["prettier"],
    dprint: ["dprint"],
    Biome: ["biome", "rome"],
    "deno fmt": ["deno fmt"],
    StandardJS: ["standardjs", "`standard`"]
  }, { domain: ["format", "formatted", "style", "code", "run", "file", "tool", "javascript", "js", "typescript", "ts"] }),
  fam("python-formatter", "Python formatter", {
    Black: ["~black"],
    "Ruff format": ["ruff format", "`ruff format`"],
    YAPF: ["yapf"],
    autopep8: ["autopep8"]
  }, { domain: ["format", "style", "code", "python", "run", "file", "py"], context: ["format", "python", "style"] }),
  fam("go-formatter", "Go formatter", {
    gofmt: ["gofmt", "go fmt", "`go fmt`"],
    gofumpt: ["gofumpt"]
  }, { domain: ["format", "style", "code", "go", "run", "file", "plain", "golang"] }),
  fam("js-linter", "JavaScript linter", {
    ESLint: ["eslint"],
    Biome: ["biome lint", "~biome"],
    oxlint: ["oxlint"],
    TSLint: ["tslint"],
    XO: ["~xo"]
  }, { domain: ["lint", "linted", "code", "run", "rule", "typescript", "javascript", "install", "js", "ts"], context: ["lint"] }),
  fam("python-linter", "Python linter", {
    Ruff: ["ruff", "ruff check", "`ruff check`"],
    flake8: ["flake8", "pyflakes", "pycodestyle"]
  }, { domain: ["lint", "code", "python", "run", "check", "py"] }),
  fam("python-type-checker", "Python type checker", {
    mypy: ["mypy"],
    Pyright: ["pyright", "basedpyright"],
    Pyre: ["pyre", "pyre-check"],
    pytype: ["pytype"],
    ty: ["`ty`", "ty check"]
  }, { domain: ["type", "check", "checker", "hint", "code", "run", "python", "py"] }),
  fam("js-bundler", "bundler", {
    webpack: ["webpack"],
    Vite: ["vite"],
    Rollup: ["rollup"],
    esbuild: ["esbuild"],
    Parcel: ["~parcel"],
    Turbopack: ["turbopack"],
    Rspack: ["rspack"],
    tsup: ["tsup"]
  }, { domain: ["bundle", "build", "bundler", "tool", "app", "frontend"], context: ["bundle", "build"] }),
  fam("monorepo-tool", "monorepo task runner", {
    Nx: ["nx"],
    Turborepo: ["turborepo", "turbo"],
    Lerna: ["lerna"],
    Rush: ["~rush"]
  }, { domain: ["monorepo", "task", "build", "run", "workspace", "package"], context: ["monorepo", "workspace"] }),
  fam("js-runtime", "JavaScript runtime", {
    "Node.js": ["node.js", "nodejs", "`node`"],
    Deno: ["deno"],
    Bun: ["~bun runtime", "`bun run`"]
  }, { domain: ["runtime", "run", "script", "server", "execute"] }),
  fam("programming-language", "programming language", {
    TypeScript: ["typescript"],
    JavaScript: ["javascript", "plain javascript", "vanilla javascript"],
    Python: ["python"],
    Go: ["golang", "^Go"],
    Rust: ["rust"],
    Java: ["java"],
    Kotlin: ["kotlin"],
    Swift: ["^Swift"],
    "Objective-C": ["objective-c", "objc"],
    "C#": ["c#", "csharp"],
    Ruby: ["ruby"],
    PHP: ["php"],
    Scala: ["scala"],
    Elixir: ["elixir"],
    Dart: ["dart"],
    "C++": ["c++", "cpp"]
  }, { domain: ["language", "write", "written", "code", "implement", "program"] }),
  fam("python-web-framework", "Python web framework", {
    Django: ["django"],
    Flask: ["flask"],
    FastAPI: ["fastapi"],
    Litestar: ["litestar"],
    Tornado: ["tornado"],
    Sanic: ["sanic"],
    Pyramid: ["~pyramid"],
    Falcon: ["~falcon"],
    Quart: ["quart"]
  }, { domain: ["http", "endpoint", "api", "server", "route", "web", "app", "service", "framework", "view", "backend", "python"], context: ["http", "api", "web", "framework", "endpoint", "server", "backend"] }),
  fam("node-web-framework", "Node.js web framework", {
    Express: ["~express", "express.js", "expressjs"],
    Fastify: ["fastify"],
    Koa: ["koa"],
    hapi: ["hapi"],
    NestJS: ["nestjs", "nest.js"],
    Hono: ["hono"]
  }, { domain: ["http", "endpoint", "api", "server", "route", "web", "app", "service", "framework", "middleware", "backend"], context: ["http", "api", "server", "route", "middleware", "framework", "endpoint", "backend"] }),
  fam("frontend-framework", "UI framework", {
    React: ["react", "react.js", "reactjs"],
    Vue: ["vue", "vue.js", "vuejs"],
    Angular: ["angular"],
    Svelte: ["svelte"],
    SolidJS: ["solidjs", "solid.js"],
    Preact: ["preact"]
  }, { domain: ["ui", "frontend", "component", "framework", "view", "app", "web"] }),
  fam("meta-framework", "web app framework", {
    "Next.js": ["next.js", "nextjs"],
    Nuxt: ["nuxt", "nuxt.js"],
    Remix: ["~remix"],
    SvelteKit: ["sveltekit"],
    Astro: ["astro"],
    Gatsby: ["gatsby"]
  }, { domain: ["ui", "frontend", "framework", "app", "web", "site", "page"], context: ["framework", "app", "react", "route", "site"] }),
  fam("css-approach", "styling approach", {
    Tailwind: ["tailwind", "tailwindcss", "tailwind css"],
    "styled-components": ["styled-components", "styled components"],
    Emotion: ["~emotion"],
    "CSS Modules": ["css modules", "css module"],
    "vanilla-extract": ["vanilla-extract"],
    StyleX: ["stylex"]
  }, { domain: ["style", "styling", "css", "component", "class", "utility", "ui"], context: ["style", "css"] }),
  fam("component-library", "component library", {
    MUI: ["mui", "material ui", "material-ui"],
    Chakra: ["chakra", "chakra ui"],
    "Ant Design": ["ant design", "antd"],
    Mantine: ["mantine"],
    "shadcn/ui": ["shadcn", "shadcn/ui", "shadcn ui"],
    Bootstrap: ["bootstrap", "react-bootstrap"]
  }, { domain: ["component", "ui", "library", "design", "system"] }),
  fam("state-management", "state management", {
    Redux: ["redux", "redux toolkit", "@reduxjs/toolkit"],
    Zustand: ["zustand"],
    MobX: ["mobx"],
    Jotai: ["jotai"],
    Recoil: ["recoil"],
    Valtio: ["valtio"],
    Pinia: ["pinia"],
    Vuex: ["vuex"]
  }, { domain: ["state", "management", "store", "global", "app", "client"] }),
  fam("data-fetching", "data fetching library", {
    "TanStack Query": ["react query", "react-query", "tanstack query", "@tanstack/react-query"],
    SWR: ["swr"],
    "Apollo Client": ["apollo", "apollo client"],
    "RTK Query": ["rtk query"],
    urql: ["urql"],
    Relay: ["~relay"]
  }, { domain: ["data", "fetching", "fetch", "query", "cache", "server", "state", "request"], context: ["graphql", "fetch", "query", "data"] }),
  fam("js-http-client", "HTTP client", {
    axios: ["axios"],
    fetch: ["`fetch`", "`fetch()`", "fetch api", "native fetch", "built-in fetch", "node-fetch"],
    got: ["`got`"],
    ky: ["`ky`"],
    superagent: ["superagent"]
  }, { domain: ["http", "request", "call", "client", "api", "network", "native", "javascript", "typescript", "js", "ts", "outgoing", "external", "frontend"] }),
  fam("python-http-client", "Python HTTP client", {
    requests: ["`requests`", "requests library", "python-requests"],
    httpx: ["httpx"],
    aiohttp: ["aiohttp"],
    urllib: ["urllib", "urllib3", "`urllib.request`"]
  }, { domain: ["http", "request", "call", "client", "api", "network", "library", "python", "outgoing", "external"] }),
  fam("js-orm", "database access library", {
    Prisma: ["prisma"],
    Drizzle: ["drizzle", "drizzle orm", "drizzle-orm"],
    TypeORM: ["typeorm"],
    Sequelize: ["sequelize"],
    Knex: ["knex"],
    "MikroORM": ["mikro-orm", "mikroorm"],
    Kysely: ["kysely"],
    Mongoose: ["mongoose"]
  }, { domain: ["db", "access", "orm", "query", "model", "schema", "migration", "sql", "typescript", "node", "raw"] }),
  fam("python-orm", "Python database access library", {
    SQLAlchemy: ["sqlalchemy"],
    "Django ORM": ["django orm"],
    Peewee: ["peewee"],
    "Tortoise ORM": ["tortoise", "tortoise orm"],
    "Pony ORM": ["pony orm"]
  }, { domain: ["db", "access", "orm", "query", "model", "schema", "sql", "python"] }),
  fam("schema-validation", "validation library", {
    Zod: ["zod"],
    Yup: ["yup"],
    Joi: ["joi"],
    Valibot: ["valibot"],
    "io-ts": ["io-ts"],
    Superstruct: ["superstruct"]
  }, { domain: ["validation", "validate", "schema", "input", "parse", "runtime", "type", "typescript", "javascript", "data"] }),
  fam("python-validation", "Python validation library", {
    Pydantic: ["pydantic"],
    marshmallow: ["marshmallow"],
    Cerberus: ["cerberus"]
  }, { domain: ["validation", "validate", "schema", "model", "input", "parse", "serialization", "request", "body", "python", "data"] }),
  fam("date-library", "date library", {
    Moment: ["~moment", "moment.js", "momentjs", "`moment`"],
    "date-fns": ["date-fns"],
    Day: ["dayjs", "day.js"],
    Luxon: ["luxon"]
  }, { domain: ["date", "time", "handling", "library", "timezone", "formatting", "handle", "javascript", "typescript"], context: ["date", "time", "import"] }),
  fam("python-logging", "Python logging library", {
    logging: ["`logging`", "logging module", "standard logging", "stdlib logging", "standard library logging"],
    loguru: ["loguru"],
    structlog: ["structlog"]
  }, { domain: ["log", "logging", "logger", "standard", "third-party", "library", "module", "python"] }),
  fam("js-logging", "logging library", {
    winston: ["winston"],
    pino: ["pino"],
    bunyan: ["bunyan"],
    log4js: ["log4js"],
    consola: ["consola"]
  }, { domain: ["log", "logging", "logger", "library", "node", "typescript", "javascript"] }),
  fam("go-logging", "Go logging library", {
    zap: ["~zap"],
    logrus: ["logrus"],
    zerolog: ["zerolog"],
    slog: ["slog", "log/slog", "`log/slog`"]
  }, { domain: ["log", "logging", "logger", "library", "structured", "go", "golang"], context: ["log", "logging", "logger"] }),
  fam("go-web-framework", "Go HTTP framework", {
    Gin: ["~gin"],
    Echo: ["~echo framework", "`labstack/echo`"],
    Fiber: ["~fiber"],
    chi: ["~chi", "go-chi"],
    "gorilla/mux": ["gorilla/mux", "gorilla mux"]
  }, { domain: ["http", "router", "server", "route", "api", "framework", "handler", "go", "golang"], context: ["http", "router", "framework", "route", "server"] }),
  fam("go-test-library", "Go test library", {
    testify: ["testify"],
    "standard testing package": ["`testing`", "testing package", "standard testing package", "standard library testing", "stdlib testing"],
    Ginkgo: ["ginkgo", "gomega"],
    gocheck: ["gocheck"]
  }, { domain: [...TEST_DOMAIN, "go", "standard", "package", "library", "assertion", "golang"] }),
  fam("dotnet-test-framework", ".NET test framework", {
    xUnit: ["xunit", "xunit.net"],
    NUnit: ["nunit"],
    MSTest: ["mstest"]
  }, { domain: [...TEST_DOMAIN, ".net", "dotnet", "c#", "csharp"] }),
  fam("dotnet-mocking", ".NET mocking library", {
    Moq: ["moq"],
    NSubstitute: ["nsubstitute"],
    FakeItEasy: ["fakeiteasy"]
  }, { domain: ["mock", "mocking", "test", "library", "fake", "stub", ".net", "dotnet", "c#", "csharp", "dep", "service", "collaborator", "interface"] }),
  fam("jvm-test-framework", "JVM test framework", {
    JUnit: ["junit", "junit5", "junit 5", "jupiter"],
    TestNG: ["testng"],
    Spock: ["spock"]
  }, { domain: [...TEST_DOMAIN, "java", "kotlin", "scala", "jvm"] }),
  fam("ruby-test-framework", "Ruby test framework", {
    RSpec: ["rspec"],
    Minitest: ["minitest"]
  }, { domain: [...TEST_DOMAIN, "ruby", "rails"] }),
  fam("php-test-framework", "PHP test framework", {
    PHPUnit: ["phpunit"],
    Pest: ["~pest"]
  }, { domain: [...TEST_DOMAIN, "php", "laravel"], context: ["test", "php"] }),
  fam("jvm-build-tool", "JVM build tool", {
    Maven: ["maven", "mvn"],
    Gradle: ["gradle", "gradlew", "./gradlew"],
    sbt: ["sbt"],
    Ant: ["apache ant"]
  }, { domain: ["build", "project", "dep", "tool", "compile", "java", "kotlin", "scala", "jvm"] }),
  fam("swift-dependency-manager", "Swift dependency manager", {
    "Swift Package Manager": ["swift package manager", "spm", "swiftpm"],
    CocoaPods: ["cocoapods", "podfile", "pod install"],
    Carthage: ["carthage"]
  }, { domain: ["dep", "package", "manager", "manage", "library", "ios", "swift", "ios", "macos"] }),
  fam("apple-ui", "Apple UI framework", {
    SwiftUI: ["swiftui"],
    UIKit: ["uikit"]
  }, { domain: ["ui", "view", "screen", "new", "build", "ios", "app", "swift", "macos"] }),
  fam("android-ui", "Android UI toolkit", {
    "Jetpack Compose": ["jetpack compose", "compose ui", "~compose"],
    "XML layouts": ["xml layout", "xml layouts", "xml views"]
  }, { domain: ["ui", "view", "screen", "layout", "android", "build", "kotlin"], context: ["android", "ui", "screen", "jetpack", "layout"] }),
  fam("rust-async-runtime", "async runtime", {
    Tokio: ["tokio"],
    "async-std": ["async-std", "async_std"],
    smol: ["~smol"]
  }, { domain: ["async", "runtime", "executor", "task", "rust"], context: ["async", "runtime"] }),
  fam("rust-web-framework", "Rust web framework", {
    "Actix Web": ["actix", "actix-web"],
    Axum: ["axum"],
    Rocket: ["~rocket"],
    warp: ["~warp"]
  }, { domain: ["http", "server", "web", "api", "framework", "handler", "route", "rust"], context: ["http", "web", "framework", "server", "route"] }),
  fam("python-async", "Python async library", {
    asyncio: ["asyncio"],
    Trio: ["~trio"]
  }, { domain: ["async", "concurrency", "event", "loop", "python", "concurrent", "concurrently"], context: ["async", "asyncio", "concurrency", "concurrent", "await"] }),
  fam("container-runtime", "container tool", {
    Docker: ["docker", "docker compose", "docker-compose", "docker desktop"],
    Podman: ["podman", "podman-compose", "podman compose"]
  }, { domain: ["container", "image", "local", "service", "run", "compose", "build"] }),
  fam("iac-tool", "infrastructure-as-code tool", {
    Terraform: ["terraform", "opentofu"],
    Pulumi: ["pulumi"],
    CloudFormation: ["cloudformation"],
    "AWS CDK": ["aws cdk", "cdk"]
  }, { domain: ["infrastructure", "infra", "deploy", "define", "defined", "provision", "resource", "cloud"] }),
  fam("ci-service", "CI service", {
    "GitHub Actions": ["github actions"],
    "GitLab CI": ["gitlab ci", "gitlab-ci"],
    CircleCI: ["circleci"],
    Jenkins: ["jenkins"],
    "Travis CI": ["travis", "travis ci"],
    Buildkite: ["buildkite"],
    "Azure Pipelines": ["azure pipelines"]
  }, { domain: ["ci", "pipeline", "workflow", "build", "job", "run"] }),
  fam("database", "database", {
    PostgreSQL: ["postgres", "postgresql", "psql"],
    MySQL: ["mysql", "mariadb"],
    SQLite: ["sqlite", "sqlite3"],
    MongoDB: ["mongodb", "mongo"],
    "SQL Server": ["sql server", "mssql"],
    CockroachDB: ["cockroachdb"]
  }, { domain: ["db", "store", "storage", "data", "persist", "persistence", "primary", "datastore", "backing", "main"] }),
  fam("api-style", "API style", {
    REST: ["^REST", "^RESTful", "rest api", "rest apis", "rest endpoint", "rest endpoints"],
    GraphQL: ["graphql"],
    gRPC: ["grpc"],
    tRPC: ["trpc"],
    "JSON-RPC": ["json-rpc", "jsonrpc"],
    SOAP: ["^SOAP"]
  }, { domain: ["api", "endpoint", "service", "interface", "expose", "only"] }),
  fam("module-system", "module system", {
    "ES modules": ["es modules", "es module", "esm", "ecmascript modules", "import/export syntax", "es6 modules", "esm-only", "`import`/`export`", "`import` syntax", "`import` statements", "import syntax", "import statements", "`import`/`export` syntax"],
    CommonJS: ["commonjs", "cjs", "`require()`", "`module.exports`", "require()"]
  }, { domain: ["module", "import", "export", "syntax", "file", "javascript", "node", "code", "typescript", "ts"] }),
  fam("js-declaration", "variable declaration keyword", {
    const: ["`const`", "const declarations"],
    let: ["`let`", "let declarations"],
    var: ["`var`", "var declarations"]
  }, { domain: ["var", "declaration", "declare", "binding", "value", "javascript", "typescript", "js", "ts"] }),
  fam("ts-type-declaration", "object type declaration", {
    interface: ["`interface`", "`interfaces`", "~interface", "~interfaces"],
    "type alias": ["type alias", "type aliases", "`type`", "`type` alias", "`type` aliases"]
  }, { domain: ["type", "object", "shape", "definition", "define", "declare", "prop", "model", "typescript", "ts"], context: ["type", "typescript", "alias"] }),
  fam("js-function-style", "function style", {
    "arrow functions": ["arrow function", "arrow functions", "`=>`"],
    "function declarations": ["function declaration", "function declarations", "function keyword", "`function`", "`function` declarations", "`function` keyword"]
  }, { domain: ["func", "callback", "component", "handler", "define", "declare", "javascript", "typescript", "js", "ts"] }),
  fam("import-path-style", "import path style", {
    "relative imports": ["relative import", "relative imports", "relative paths for imports", "relative import paths"],
    "absolute imports": ["absolute import", "absolute imports", "absolute import paths", "path aliases", "path alias", "alias imports"]
  }, { domain: ["import", "module", "path", "file"] }),
  fam("export-style", "export style", {
    "default exports": ["default export", "default exports", "`export default`"],
    "named exports": ["named export", "named exports"]
  }, { domain: ["export", "module", "component", "file"] }),
  fam("js-async-style", "async style", {
    "async/await": ["async/await", "async await", "`async`/`await`", "`await`"],
    "promise chains": ["`.then()`", "`.then`", "promise chains", "promise chaining", "then chains"],
    callbacks: ["callback style", "callback-style", "node-style callbacks"]
  }, { domain: ["async", "asynchronous", "code", "promise", "flow", "javascript", "typescript", "js", "ts", "concurrent"] }),
  fam("python-string-formatting", "string formatting", {
    "f-strings": ["f-string", "f-strings", "fstring", "fstrings"],
    "str.format": ["`.format()`", "`str.format()`", "`str.format`", "str.format()"],
    "%-formatting": ["%-formatting", "percent formatting", "% formatting"]
  }, { domain: ["string", "format", "interpolation", "formatting", "python"] }),
  fam("python-paths", "path handling", {
    pathlib: ["pathlib", "`pathlib.path`"],
    "os.path": ["os.path", "`os.path`"]
  }, { domain: ["path", "file", "handling", "filesystem", "python"] }),
  fam("quote-style", "quote style", {
    "single quotes": ["single quote", "single quotes", "single-quoted", "single ' quotes"],
    "double quotes": ["double quote", "double quotes", "double-quoted"]
  }, { domain: ["string", "quote", "literal", "prefer", "strings"] }),
  fam("line-endings", "line endings", {
    LF: ["^LF", "unix line endings", "lf line endings"],
    CRLF: ["^CRLF", "windows line endings", "crlf line endings"]
  }, { domain: ["line", "ending", "endings", "newline", "file"] }),
  fam("timezone", "time zone", {
    UTC: ["utc", "gmt", "coordinated universal time"],
    "local time": ["local time", "local timezone", "local time zone", "server time", "server local time"]
  }, { domain: ["timestamp", "time", "date", "datetime", "store", "zone", "timezone", "save", "persist", "record"] }),
  fam("merge-strategy", "merge strategy", {
    "merge commits": ["merge commit", "merge commits", "--no-ff", "no-fast-forward", "true merge", "regular merge"],
    squash: ["~squash", "squash-merge", "squash-merged", "squash merge", "squash merged", "squash and merge", "squash-and-merge", "~squashed", "squash merging", "squash-merging"],
    rebase: ["rebase and merge", "rebase-and-merge", "rebase-merge", "rebase merge", "rebase merged", "rebase merging", "rebase-merging", "fast-forward", "fast-forward only", "ff-only", "--ff-only"]
  }, { domain: ["merge", "merged", "pr", "pull", "request", "branch", "commit", "integrate", "land", "history", "main", "strategy", "change"], context: ["merge", "merged", "merging", "pr", "pull"] }),
  fam("commit-convention", "commit message convention", {
    "Conventional Commits": ["conventional commits", "conventional commit", "conventional-commits", "conventional commit format"],
    gitmoji: ["gitmoji"]
  }, { domain: ["commit", "msg", "title", "pr", "format", "convention", "follow"] }),
  fam("commit-mood", "commit message mood", {
    imperative: ["imperative", "imperative mood", "imperative tense", "present tense", "present-tense", "imperative present tense"],
    "past tense": ["past tense", "past-tense"]
  }, { domain: ["commit", "msg", "title", "subject", "mood", "tense", "write", "written", "summary", "pr", "line"] }),
  fam("docstring-style", "docstring style", {
    "Google style": ["google style", "google-style"],
    "NumPy style": ["numpy style", "numpy-style", "numpydoc"],
    "Sphinx style": ["sphinx style", "sphinx-style", "rest style", "restructuredtext style"]
  }, { domain: ["docstring", "doc", "comment", "format", "style", "python"] }),
  fam("shell-dialect", "shell dialect", {
    bash: ["bash"],
    "POSIX sh": ["posix sh", "posix shell", "`sh`", "posix-compliant shell"],
    zsh: ["zsh"],
    fish: ["~fish"]
  }, { domain: ["shell", "script", "write", "written", "compatible"], context: ["shell", "script"] }),
  fam("english-variant", "English spelling variant", {
    "American English": ["american english", "us english", "american spelling", "us spelling"],
    "British English": ["british english", "uk english", "british spelling", "uk spelling"]
  }, { domain: ["spelling", "english", "doc", "comment", "write", "written", "text", "copy"] }),
  fam("response-length", "response length", {
    concise: ["concise", "brief", "terse", "succinct", "short answers", "short replies", "short responses", "to the point"],
    detailed: ["detailed", "thorough", "verbose", "in-depth", "in depth", "comprehensive", "elaborate", "exhaustive", "long-form"]
  }, { targeted: "language", domain: ["keep", "give", "write", "explanation", "reply", "answer", "be", "make", "always", "style"], context: ["reply", "answer", "explanation", "conversation", "summary", "output"] }),
  fam("cloud-provider", "cloud provider", {
    AWS: ["aws", "amazon web services"],
    "Google Cloud": ["gcp", "google cloud", "google cloud platform"],
    Azure: ["azure", "microsoft azure"]
  }, { domain: ["deploy", "host", "run", "cloud", "service", "infrastructure", "provider", "production", "workload"] }),
  fam("cache-store", "cache", {
    Redis: ["redis", "valkey"],
    Memcached: ["memcached", "memcache"]
  }, { domain: ["cache", "caching", "store", "session", "layer"] }),
  fam("message-broker", "message broker", {
    Kafka: ["kafka", "apache kafka"],
    RabbitMQ: ["rabbitmq", "rabbit mq", "amqp"],
    SQS: ["sqs", "amazon sqs"],
    NATS: ["nats", "nats jetstream"],
    "Google Pub/Sub": ["pub/sub", "pubsub", "google pub/sub"],
    ActiveMQ: ["activemq"]
  }, { domain: ["event", "message", "messaging", "queue", "publish", "consume", "broker", "stream", "domain", "async"] }),
  fam("error-tracking", "error tracking service", {
    Sentry: ["sentry"],
    Bugsnag: ["bugsnag"],
    Rollbar: ["rollbar"],
    Honeybadger: ["honeybadger"],
    Airbrake: ["airbrake"]
  }, { domain: ["error", "tracking", "report", "monitoring", "exception", "crash", "send"] }),
  fam("react-component-style", "React component style", {
    "function components": ["function component", "function components", "functional component", "functional components", "function-based components"],
    "class components": ["class component", "class components", "class-based components", "`react.component`"]
  }, { domain: ["react", "component", "stateful", "write", "hook", "ui", "new"] }),
  fam("ts-enum-style", "enum style", {
    enums: ["`enum`", "enums", "enum", "typescript enums", "`const enum`"],
    "union types": ["union types", "union type", "string unions", "string union", "string literal unions", "union of string literals", "literal unions", "literal union types", "string union types"]
  }, { domain: ["type", "value", "fixed", "set", "typescript", "constant", "define", "represent"] }),
  fam("ruby-web-framework", "Ruby web framework", {
    Rails: ["rails", "ruby on rails"],
    Sinatra: ["sinatra"],
    Hanami: ["hanami"],
    Roda: ["roda"]
  }, { domain: ["http", "api", "server", "web", "app", "service", "framework", "backend", "ruby"] }),
  fam("jvm-web-framework", "JVM web framework", {
    "Spring Boot": ["spring boot", "spring"],
    Quarkus: ["quarkus"],
    Micronaut: ["micronaut"],
    Ktor: ["ktor"]
  }, { domain: ["http", "api", "server", "web", "app", "service", "framework", "backend", "java", "kotlin"] }),
  fam("php-framework", "PHP framework", {
    Laravel: ["laravel"],
    Symfony: ["symfony"]
  }, { domain: ["http", "api", "web", "app", "framework", "backend", "php"] }),
  fam("python-cli", "Python CLI library", {
    Click: ["~click"],
    Typer: ["typer"],
    argparse: ["argparse"],
    Fire: ["python-fire", "`fire`"]
  }, { domain: ["cli", "command", "command-line", "build", "python", "argument", "parse"], context: ["cli", "command", "command-line", "argument"] }),
  fam("cpp-build-system", "C/C++ build system", {
    CMake: ["cmake"],
    Bazel: ["bazel"],
    Meson: ["meson"],
    SCons: ["scons"]
  }, { domain: ["build", "c++", "cpp", "code", "compile", "project", "system"] }),
  fam("mobile-framework", "mobile app framework", {
    "React Native": ["react native"],
    Flutter: ["flutter"],
    Ionic: ["ionic"],
    "Kotlin Multiplatform": ["kotlin multiplatform", "kmp"]
  }, { domain: ["mobile", "app", "ios", "android", "build", "cross-platform"] }),
  fam("docker-base-image", "container base image", {
    Alpine: ["alpine", "alpine linux"],
    Debian: ["debian", "debian slim", "debian-slim"],
    Ubuntu: ["ubuntu"],
    Distroless: ["distroless"]
  }, { domain: ["image", "docker", "base", "container", "based", "build", "dockerfile", "linux"] }),
  fam("test-location", "test file location", {
    colocated: ["colocate", "colocated", "co-locate", "co-located", "colocate tests", "next to the source", "next to the code", "alongside the source", "alongside the code", "next to the file", "next to the files", "next to the source files", "alongside the source files"],
    "separate directory": ["separate test directory", "separate `tests/` directory", "separate tests directory", "dedicated test directory", "separate directory", "separate folder", "separate `tests` directory", "`tests/` directory", "`__tests__` directory"]
  }, { domain: ["test", "file", "put", "keep", "place", "live", "source", "dir", "all"] }),
  fam("branching-model", "branching model", {
    "trunk-based": ["trunk-based development", "trunk-based", "trunk based development"],
    "Git Flow": ["git flow", "gitflow", "git-flow"],
    "GitHub Flow": ["github flow"]
  }, { domain: ["branch", "branching", "workflow", "model", "follow", "git"] }),
  fam("versioning-scheme", "versioning scheme", {
    SemVer: ["semver", "semantic versioning"],
    CalVer: ["calver", "calendar versioning"]
  }, { domain: ["version", "versioning", "release", "follow", "scheme"] }),
  fam("auth-sessions", "authentication mechanism", {
    JWT: ["jwt", "jwts", "json web token", "json web tokens"],
    "server-side sessions": ["session cookie", "session cookies", "server-side session", "server-side sessions", "cookie-based sessions"]
  }, { domain: ["auth", "authentication", "authenticate", "login", "user", "token", "session", "api"] }),
  fam("css-length-unit", "CSS length unit", {
    rem: ["`rem`", "rem units", "rems", "~rem"],
    px: ["`px`", "px units", "pixels", "~px"]
  }, { domain: ["css", "size", "font", "spacing", "unit", "margin", "padding", "length"], context: ["css", "font", "size", "spacing", "margin", "padding", "unit"] }),
  fam("k8s-packaging", "Kubernetes packaging tool", {
    Helm: ["helm", "helm charts", "helm chart"],
    Kustomize: ["kustomize"]
  }, { domain: ["kubernetes", "k8s", "manifest", "deploy", "deployment", "cluster", "chart"] }),
  fam("container-orchestrator", "container orchestrator", {
    Kubernetes: ["kubernetes", "k8s"],
    Nomad: ["nomad"],
    ECS: ["ecs", "amazon ecs"],
    "Docker Swarm": ["docker swarm", "swarm"]
  }, { domain: ["deploy", "deployment", "run", "service", "container", "orchestrate", "production", "cluster"] }),
  fam("observability-backend", "observability platform", {
    Datadog: ["datadog"],
    "New Relic": ["new relic", "newrelic"],
    Prometheus: ["prometheus"],
    Honeycomb: ["honeycomb"]
  }, { domain: ["metric", "metrics", "monitoring", "observability", "trace", "tracing", "send", "export", "report"] }),
  fam("search-engine", "search engine", {
    Elasticsearch: ["elasticsearch", "elastic search"],
    OpenSearch: ["opensearch"],
    Meilisearch: ["meilisearch"],
    Algolia: ["algolia"],
    Typesense: ["typesense"]
  }, { domain: ["search", "index", "full-text", "query", "engine"] }),
  fam("go-db-library", "Go database library", {
    GORM: ["gorm"],
    sqlx: ["sqlx"],
    sqlc: ["sqlc"],
    pgx: ["pgx"]
  }, { domain: ["db", "access", "query", "sql", "go", "golang", "orm"] }),
  fam("dotnet-data-access", ".NET data access library", {
    "EF Core": ["ef core", "entity framework", "entity framework core", "efcore"],
    Dapper: ["dapper"]
  }, { domain: ["db", "access", "query", "sql", "orm", ".net", "c#"] }),
  fam("swift-test-framework", "Swift test framework", {
    XCTest: ["xctest"],
    "Swift Testing": ["swift testing", "swift-testing"],
    Quick: ["~quick"]
  }, { domain: [...TEST_DOMAIN, "swift", "ios"], context: ["test", "spec", "swift"] }),
  fam("android-di", "Android dependency injection", {
    Hilt: ["hilt", "dagger hilt", "dagger"],
    Koin: ["koin"]
  }, { domain: ["injection", "inject", "di", "dep", "android", "kotlin"] }),
  fam("docs-site", "documentation site generator", {
    Docusaurus: ["docusaurus"],
    VitePress: ["vitepress"],
    MkDocs: ["mkdocs", "mkdocs material", "mkdocs-material"],
    Sphinx: ["sphinx"],
    Storybook: ["~storybook docs"]
  }, { domain: ["doc", "site", "build", "write", "generate", "page"] }),
  fam("naming-case", "naming case", {
    camelCase: ["camelcase", "camel case", "camel-case", "lowercamelcase", "lower camel case"],
    PascalCase: ["pascalcase", "pascal case", "pascal-case", "uppercamelcase", "upper camel case"],
    snake_case: ["snake_case", "snake case", "snake-case", "lower_snake_case", "lower snake case"],
    SCREAMING_SNAKE_CASE: ["screaming_snake_case", "screaming snake case", "upper_snake_case", "upper snake case", "upper_case", "constant_case", "all caps", "all-caps", "uppercase with underscores"],
    "kebab-case": ["kebab-case", "kebab case", "kebab_case", "dash-case", "dash case", "lisp-case", "spinal-case", "hyphen-case", "hyphenated", "lowercase with hyphens", "lowercase-with-hyphens"]
  }, { targeted: "naming", domain: ["name", "naming", "case", "convention", "use", "written", "write", "db"] }),
  fam("natural-language", "natural language", {
    English: ["english"],
    German: ["german", "deutsch"],
    French: ["french"],
    Spanish: ["spanish"],
    Japanese: ["japanese"],
    Chinese: ["chinese", "mandarin", "simplified chinese", "traditional chinese"],
    Korean: ["korean"],
    Portuguese: ["portuguese", "brazilian portuguese"],
    Russian: ["russian"],
    Italian: ["italian"],
    Dutch: ["dutch"],
    Polish: ["polish"],
    Turkish: ["turkish"],
    Ukrainian: ["ukrainian"],
    Swedish: ["swedish"],
    Hindi: ["hindi"],
    Arabic: ["arabic"],
    Vietnamese: ["vietnamese"],
    Indonesian: ["indonesian"]
  }, { targeted: "language", domain: ["language", "write", "written", "stay", "keep", "use", "plain"] })
];
var BLOCKERS = [
  "react native",
  "react router",
  "react testing library",
  "react hook form",
  "react-dom",
  "react dom",
  "browser tab",
  "browser tabs",
  "dockerfile",
  "type check",
  "type checker",
  "type checking",
  "type-check",
  "type safety",
  "type hint",
  "type hints",
  "type annotation",
  "type annotations",
  "type error",
  "type errors",
  "go to",
  "go through",
  "go back",
  "go ahead",
  "rest of",
  "the rest",
  "node module",
  "node modules",
  "node_modules",
  "swift package",
  "jest-dom",
  "next step",
  "next steps",
  "angular brackets",
  "go-to",
  "python script",
  "interface segregation",
  "public interface",
  "user interface",
  "command-line interface",
  "programming interface",
  "github actions workflow file",
  "in english, german"
];
var GENERIC_WORDS = new Set(
  `code codebase project repo repository file files thing everything anything all every any whole entire
  part piece place way case time always please also only just standard plain native official modern
  current default normal regular usual proper correct good appropriate consistent explicit user me http https app application
  mode strict root source everything-else rest work stuff thing task readability clarity consistency performance
  simplicity safety correctness maintainability brevity convenience compatibility reason sake change layer`.split(/\s+/)
);
var NAMING_TARGETS = dict({
  file: "file",
  filename: "file",
  dir: "dir",
  var: "variable",
  func: "function",
  method: "function",
  class: "type",
  type: "type",
  struct: "type",
  interface: "type",
  enum: "type",
  trait: "type",
  component: "component",
  constant: "constant",
  const: "constant",
  column: "column",
  field: "field",
  property: "field",
  prop: "field",
  key: "key",
  attribute: "field",
  param: "parameter",
  table: "table",
  module: "module",
  package: "package",
  branch: "branch",
  route: "route",
  url: "route",
  endpoint: "route",
  hook: "hook",
  event: "event",
  test: "test",
  env: "env",
  identifier: "identifier",
  tag: "tag",
  label: "label",
  selector: "css",
  css: "css",
  id: "id",
  crate: "package",
  namespace: "module",
  topic: "topic",
  queue: "topic",
  metric: "metric",
  job: "job"
});
var LANGUAGE_TARGETS = dict({
  reply: "conversation",
  chat: "conversation",
  conversation: "conversation",
  talk: "conversation",
  communicate: "conversation",
  speak: "conversation",
  explanation: "conversation",
  explain: "conversation",
  output: "conversation",
  user: "conversation",
  me: "conversation",
  summary: "conversation",
  doc: "docs",
  readme: "docs",
  guide: "docs",
  wiki: "docs",
  changelog: "docs",
  comment: "comments",
  docstring: "comments",
  jsdoc: "comments",
  commit: "commits",
  pr: "pr",
  issue: "issues",
  review: "pr",
  identifier: "identifiers",
  name: "identifiers",
  var: "identifiers",
  func: "identifiers",
  class: "identifiers",
  log: "logs",
  error: "errors",
  exception: "errors",
  ui: "ui",
  string: "ui",
  copy: "ui",
  text: "ui",
  label: "ui",
  test: "tests",
  everything: "*",
  all: "*"
});
var SCOPE_SYNONYMS = dict({
  prod: "production",
  production: "production",
  staging: "staging",
  dev: "development",
  development: "development",
  local: "local",
  locally: "local",
  ci: "ci",
  library: "library",
  example: "example",
  script: "script",
  benchmark: "benchmark",
  legacy: "legacy",
  existing: "existing",
  old: "legacy",
  new: "new",
  frontend: "frontend",
  "front-end": "frontend",
  backend: "backend",
  "back-end": "backend",
  server: "server",
  client: "client",
  internal: "internal",
  public: "public",
  private: "private",
  generated: "generated",
  vendor: "vendor",
  vendored: "vendor",
  hot: "hot",
  loop: "loop",
  page: "page",
  test: "test",
  suite: "test",
  unit: "unit",
  integration: "integration",
  e2e: "e2e",
  fixture: "fixture",
  mock: "mock",
  migration: "migration",
  doc: "doc",
  experimental: "experimental",
  prototype: "prototype",
  hotfix: "hotfix"
});
var UNIVERSAL_WORDS = /* @__PURE__ */ new Set(["everywhere", "anywhere", "globally", "throughout", "always", "all", "every", "any", "entire", "whole"]);
var UNITS = dict({
  char: { dim: "chars", factor: 1 },
  characters: { dim: "chars", factor: 1 },
  column: { dim: "chars", factor: 1 },
  line: { dim: "lines", factor: 1 },
  loc: { dim: "lines", factor: 1 },
  ms: { dim: "time", factor: 1 },
  millisecond: { dim: "time", factor: 1 },
  s: { dim: "time", factor: 1e3 },
  sec: { dim: "time", factor: 1e3 },
  secs: { dim: "time", factor: 1e3 },
  second: { dim: "time", factor: 1e3 },
  m: { dim: "time", factor: 6e4 },
  min: { dim: "time", factor: 6e4 },
  mins: { dim: "time", factor: 6e4 },
  minute: { dim: "time", factor: 6e4 },
  h: { dim: "time", factor: 36e5 },
  hr: { dim: "time", factor: 36e5 },
  hrs: { dim: "time", factor: 36e5 },
  hour: { dim: "time", factor: 36e5 },
  day: { dim: "time", factor: 864e5 },
  week: { dim: "time", factor: 6048e5 },
  "%": { dim: "percent", factor: 1 },
  percent: { dim: "percent", factor: 1 },
  pct: { dim: "percent", factor: 1 },
  time: { dim: "count", factor: 1 },
  retry: { dim: "count", factor: 1 },
  byte: { dim: "bytes", factor: 1 },
  b: { dim: "bytes", factor: 1 },
  kb: { dim: "bytes", factor: 1e3 },
  k: { dim: "bytes", factor: 1e3 },
  mb: { dim: "bytes", factor: 1e6 },
  gb: { dim: "bytes", factor: 1e9 },
  kib: { dim: "bytes", factor: 1024 },
  mib: { dim: "bytes", factor: 1048576 },
  token: { dim: "tokens", factor: 1 },
  word: { dim: "words", factor: 1 },
  param: { dim: "params", factor: 1 },
  level: { dim: "levels", factor: 1 },
  item: { dim: "items", factor: 1 },
  commit: { dim: "commits", factor: 1 },
  file: { dim: "files", factor: 1 },
  worker: { dim: "workers", factor: 1 },
  thread: { dim: "workers", factor: 1 },
  request: { dim: "requests", factor: 1 },
  connection: { dim: "connections", factor: 1 }
});
var QUANTITY_FRAMES = /* @__PURE__ */ new Set(["length", "width", "size", "limit", "maximum", "max", "minimum", "min", "threshold", "cap", "budget", "target", "value", "setting", "number", "count", "amount", "total", "long", "short", "wide", "big", "large", "small", "default", "stay", "keep", "exceed", "most", "least", "up", "deep", "high", "tall", "ceiling", "floor", "enough", "sufficient", "required", "needed", "allowed"]);
var QUANTITY_HEADS = dict({
  timeout: "timeout",
  coverage: "coverage",
  retry: "retry",
  delay: "delay",
  wait: "delay",
  interval: "interval",
  ttl: "ttl",
  expiry: "ttl",
  expiration: "ttl",
  expire: "ttl",
  lifetime: "ttl",
  "max-age": "ttl",
  backoff: "delay",
  "print-width": "line",
  printwidth: "line",
  complexity: "complexity",
  "max-line-length": "line",
  "line-length": "line",
  depth: "depth",
  nesting: "depth"
});
var VERSION_TOOLS = dict({
  python: "Python",
  py: "Python",
  cpython: "Python",
  node: "Node.js",
  "node.js": "Node.js",
  nodejs: "Node.js",
  java: "Java",
  jdk: "Java",
  jre: "Java",
  openjdk: "Java",
  go: "Go",
  golang: "Go",
  rust: "Rust",
  rustc: "Rust",
  ruby: "Ruby",
  php: "PHP",
  typescript: "TypeScript",
  ts: "TypeScript",
  kotlin: "Kotlin",
  swift: "Swift",
  ".net": ".NET",
  dotnet: ".NET",
  "c#": "C#",
  scala: "Scala",
  elixir: "Elixir",
  erlang: "Erlang",
  otp: "Erlang",
  dart: "Dart",
  flutter: "Flutter",
  react: "React",
  vue: "Vue",
  angular: "Angular",
  "next.js": "Next.js",
  nextjs: "Next.js",
  django: "Django",
  rails: "Rails",
  laravel: "Laravel",
  spring: "Spring",
  "spring boot": "Spring Boot",
  postgres: "PostgreSQL",
  postgresql: "PostgreSQL",
  mysql: "MySQL",
  redis: "Redis",
  deno: "Deno",
  bun: "Bun",
  pnpm: "pnpm",
  npm: "npm",
  yarn: "Yarn",
  gradle: "Gradle",
  xcode: "Xcode",
  ios: "iOS",
  android: "Android",
  "android api": "Android API",
  ecmascript: "ECMAScript",
  es: "ECMAScript",
  "c++": "C++",
  cpp: "C++",
  perl: "Perl",
  lua: "Lua",
  julia: "Julia",
  r: "R",
  pydantic: "Pydantic",
  tailwind: "Tailwind",
  webpack: "webpack",
  vite: "Vite",
  eslint: "ESLint",
  jest: "Jest",
  vitest: "Vitest",
  ubuntu: "Ubuntu",
  debian: "Debian",
  alpine: "Alpine",
  kubernetes: "Kubernetes",
  k8s: "Kubernetes",
  terraform: "Terraform",
  junit: "JUnit",
  "rust edition": "Rust edition",
  edition: "Rust edition"
});

// src/core/contradictions/lexiconIndex.ts
function compilePhrase(p) {
  let text = p.trim();
  let ambiguous = false;
  let caseSensitive = false;
  if (text.startsWith("~")) {
    ambiguous = true;
    text = text.slice(1);
  }
  if (text.startsWith("^")) {
    caseSensitive = true;
    text = text.slice(1);
  }
  const codeOnly = /^`[^`]+`$/.test(text);
  const { text: clean2, spans } = cleanMarkdown(text);
  const toks = tokenize(clean2, spans);
  return { words: toks.map((t) => ({ w: t.w, raw: t.raw })), codeOnly, ambiguous, caseSensitive };
}
function familyFromConfig(c) {
  const members = c.members.map((m) => {
    const names = typeof m === "string" ? m.split("|").map((x) => x.trim()).filter(Boolean) : [m.name, ...m.synonyms ?? []];
    const label = names[0] ?? "";
    return { id: label.toLowerCase(), label, phrases: names };
  });
  return {
    id: "custom:" + c.name.toLowerCase().replace(/\s+/g, "-"),
    subject: c.name,
    members: members.filter((m) => m.label),
    domain: (c.topic ?? []).map((w) => stem(w.toLowerCase())),
    custom: true
  };
}
function buildLexicon(custom = []) {
  const extra = custom.map(familyFromConfig);
  const replaced = new Set(extra.map((f) => f.subject.toLowerCase()));
  const families = [...BUILTIN_FAMILIES.filter((f) => !replaced.has(f.subject.toLowerCase()) && !replaced.has(f.id)), ...extra];
  const index = /* @__PURE__ */ new Map();
  const byKey = /* @__PURE__ */ new Map();
  const add = (phrase, target) => {
    const c = compilePhrase(phrase);
    if (c.words.length === 0) return;
    const k = `${c.codeOnly ? "c" : ""}${c.ambiguous ? "a" : ""}${c.caseSensitive ? "C" : ""}:${c.words.map((w) => c.caseSensitive ? w.raw : w.w).join(" ")}`;
    let e = byKey.get(k);
    if (!e) {
      e = { ...c, targets: [] };
      byKey.set(k, e);
      const first = c.caseSensitive ? c.words[0].raw.toLowerCase() : c.words[0].w;
      const list2 = index.get(first) ?? [];
      list2.push(e);
      index.set(first, list2);
    }
    if (target && !e.targets.some((t) => t.family === target.family && t.member === target.member)) e.targets.push(target);
  };
  for (const f of families) for (const m of f.members) for (const p of m.phrases) add(p, { family: f, member: m.id, label: m.label });
  for (const b of BLOCKERS) add(b, void 0);
  for (const list2 of index.values()) list2.sort((x, y) => y.words.length - x.words.length);
  const contextStems = /* @__PURE__ */ new Map();
  for (const f of families) contextStems.set(f.id, /* @__PURE__ */ new Set([...f.context ?? f.domain ?? []]));
  return {
    families,
    byId: new Map(families.map((f) => [f.id, f])),
    index,
    contextStems,
    id: custom.length ? JSON.stringify(custom) : "builtin"
  };
}
var builtin;
function builtinLexicon() {
  builtin ??= buildLexicon();
  return builtin;
}
function wordMatches(t, pw, caseSensitive, first) {
  if (caseSensitive) return t.raw === pw.raw;
  if (t.w === pw.w) return true;
  if (first) return t.code >= 0 && t.w.startsWith(pw.w + ".") && pw.w.includes(".");
  if (t.code >= 0 && t.w.startsWith(pw.w + ".") && pw.w.includes(".")) return true;
  if (t.code >= 0 || pw.w.length < 3) return false;
  return t.w === pw.w + "s" || pw.w === t.w + "s" || t.w === pw.w + "es" || pw.w === t.w + "es" || t.s === stem(pw.w) && t.s.length > 3;
}
function findMentions(toks, lex2) {
  const out = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i];
    let cands = lex2.index.get(t.w) ?? [];
    if (t.code >= 0 && t.w.includes(".")) {
      const parts = t.w.split(".");
      for (let k = parts.length - 1; k >= 1; k--) cands = [...cands, ...lex2.index.get(parts.slice(0, k).join(".")) ?? []];
    }
    let best;
    for (const e of cands) {
      const n3 = e.words.length;
      if (best && n3 <= best.words.length) continue;
      if (i + n3 > toks.length) continue;
      let ok = true;
      for (let k = 0; k < n3 && ok; k++) {
        const tk = toks[i + k];
        if (!wordMatches(tk, e.words[k], e.caseSensitive, k === 0)) ok = false;
        else if (e.codeOnly && tk.code < 0) ok = false;
      }
      if (ok && e.codeOnly && n3 === 1) {
        const c = toks[i].code;
        if (i > 0 && toks[i - 1].code === c || i + 1 < toks.length && toks[i + 1].code === c) ok = false;
      }
      if (ok) best = e;
    }
    if (!best) {
      i++;
      continue;
    }
    for (const tg of best.targets) out.push({ start: i, end: i + best.words.length, family: tg.family, member: tg.member, label: tg.label, ambiguous: best.ambiguous && toks[i].code < 0 });
    i += best.words.length;
  }
  return out;
}

// src/core/contradictions/analyze.ts
var set = (s) => new Set(s.split(/\s+/).filter(Boolean));
var LEAD_ADVERBS = set("always never please also only just then first finally generally usually ideally simply instead additionally strictly explicitly important note critical rule tip and but so or");
var MODALS = set("must should may can could might will shall need needs have has");
var COPULAS = set("is are be was were been being");
var SUBORDINATORS = set("unless if when whenever where while because since that which who whom whose so until before after once although though as what why how whether");
var PREPOSITIONS = set("to in on at by for with from into onto about via per within without under over between through across after before during until against toward towards like than of inside outside beyond upon off");
var DETERMINERS = set("the a an any all every each your our their its this that these those some no my his her both either neither such own");
var STRONG = set("always never must shall required mandatory only exclusively strictly all every each any forbidden prohibited banned disallowed important critical mandated");
var WEAK = set("should prefer preferably preferred ideally generally usually typically normally mostly recommend recommended consider favor favour try avoid discouraged discourage default");
var PERMISSIVE = set("may can could might fine ok okay acceptable allowed permitted free welcome alright optional");
var NEG_VERBS = dict({ avoid: "weak", discourage: "weak", omit: "plain", skip: "plain", refrain: "plain", forbid: "strong", prohibit: "strong", ban: "strong", disallow: "strong", eliminate: "plain", disable: "plain", deactivate: "plain" });
var POLICY_ADJ = dict({
  fine: { pol: 1, force: "permissive" },
  ok: { pol: 1, force: "permissive" },
  okay: { pol: 1, force: "permissive" },
  acceptable: { pol: 1, force: "permissive" },
  allowed: { pol: 1, force: "permissive" },
  permitted: { pol: 1, force: "permissive" },
  alright: { pol: 1, force: "permissive" },
  required: { pol: 1, force: "strong" },
  mandatory: { pol: 1, force: "strong" },
  preferred: { pol: 1, force: "weak" },
  recommended: { pol: 1, force: "weak" },
  encouraged: { pol: 1, force: "weak" },
  expected: { pol: 1, force: "plain" },
  needed: { pol: 1, force: "strong" },
  necessary: { pol: 1, force: "strong" },
  forbidden: { pol: -1, force: "strong" },
  prohibited: { pol: -1, force: "strong" },
  banned: { pol: -1, force: "strong" },
  disallowed: { pol: -1, force: "strong" },
  discouraged: { pol: -1, force: "weak" },
  deprecated: { pol: -1, force: "weak" },
  optional: { pol: -1, force: "permissive" },
  unnecessary: { pol: -1, force: "permissive" }
});
var MANNER = set("directly manually freely explicitly carefully properly consistently always only also just instead hand straight");
var HISTORY_VERBS = set("add introduce deprecate remove change break drop fix release ship land deprecated added introduced removed changed dropped fixed released");
var NON_CLAIM_VERBS = set("be have get go see look note remember consider know understand learn think want need make take give let help try tell feel seem become come mean find keep stay follow ensure verify check prefer favor favour choose pick select adopt avoid discourage omit refrain stop forbid prohibit ban disallow eliminate describe explain read document list mention reference cite work start begin do");
var VERB_CLASS = dict({
  use: "use",
  call: "use",
  invoke: "use",
  utilize: "use",
  employ: "use",
  apply: "use",
  adopt: "use",
  choose: "use",
  pick: "use",
  select: "use",
  prefer: "use",
  favor: "use",
  favour: "use",
  add: "use",
  include: "use",
  insert: "use",
  write: "use",
  avoid: "use",
  omit: "use",
  refrain: "use",
  forbid: "use",
  prohibit: "use",
  ban: "use",
  disallow: "use",
  eliminate: "use",
  stop: "use",
  discourage: "use",
  introduce: "use",
  run: "run",
  execute: "run",
  launch: "run",
  skip: "run",
  edit: "modify",
  modify: "modify",
  change: "modify",
  alter: "modify",
  touch: "modify",
  update: "modify",
  rewrite: "modify",
  patch: "modify",
  tweak: "modify",
  adjust: "modify",
  bump: "modify",
  increment: "modify",
  delete: "delete",
  remove: "delete",
  drop: "delete",
  erase: "delete",
  purge: "delete",
  commit: "commit",
  push: "push",
  "force-push": "force-push",
  merge: "merge",
  deploy: "deploy",
  install: "install",
  mock: "mock",
  stub: "mock",
  fake: "mock",
  log: "log",
  print: "log",
  enable: "use",
  activate: "use",
  disable: "use",
  deactivate: "use",
  store: "use",
  save: "use",
  persist: "use",
  put: "use",
  place: "use"
});
var INTRANSITIVE = set("force-push push commit merge deploy release rebase");
var PP_OBJECT_VERBS = set("push force-push commit merge deploy reply respond talk connect rebase release publish upload write log open create submit raise target file");
var WITH_OBJECT_VERBS = set("end terminate finish suffix prefix close");
var GENERIC_HEADS = set("it them this that thing stuff code everything anything something one change work way time step task approach sure care idea sense effort way practice pattern rule guideline convention instruction");
var CODE_GENERIC = set(`file command function func method call flag option package module dir script statement keyword macro type
  helper prefix suffix extension api var field property hook component class directive attribute setting value config clause
  operator syntax construct form idiom pattern tag annotation decorator modifier pragma header query expression import export
  param env constant argument check guard wrapper utility util binary tool target task job step rule lint object literal branch
  repo dir`);
var KIND_TAILS = set("comment block annotation tag call syntax keyword statement clause style construct idiom mode flag option setting");
var MEMBER_TAILS = set("chain syntax style approach library package module framework sdk client runtime engine component template template-literal convention format mode configuration config setup plugin binary cli command workflow pipeline stack toolkit ui kit");
var PART_NOUNS = set("entry line section note item record row paragraph bullet");
var COND_WORDS = set("if when whenever where while unless except excluding once");
var WEAK_COND_TAIL = set("possible appropriate applicable practical feasible needed necessary reasonable sensible relevant");
var TEMPORAL = set("before after until during prior");
var SEPARATORS = set("; : \u2014 ! ? .");
var NON_USAGE_VERBS = set(`be have feel seem read see look know mention describe explain discuss compare mean refer link note
  say tell show contain list appear become happen pick affect break fail miss ignore copy paste download open close watch
  detect find search grep browse visit inspect review investigate troubleshoot reproduce debug assume expect want love like
  hate get give take bring come go leave let suggest power base inspire remove delete uninstall drop replace deprecate mirror
  fork clone cite study understand learn ask ping notify track outperform beat vs resemble mimic emulate wrap-up thank
  exist occur cause trigger consider evaluate benchmark measure change modify edit update upgrade downgrade bump alter
  touch tweak adjust patch include contain maintain satisfy suppress justify`);
var LAUNCHERS = set("npx pnpx bunx exec dlx run python python3 -m uv poetry pipx pnpm yarn npm bun go cargo dotnet deno");
function isNegWord(toks, i) {
  const w = toks[i].w;
  if (toks[i].code >= 0) return false;
  if (w === "never") return true;
  if (w === "not") {
    const n3 = toks[i + 1]?.w;
    const p = toks[i - 1]?.w;
    if (n3 === "only" || n3 === "just" || n3 === "necessarily") return false;
    if (p === "or") return false;
    return true;
  }
  if (w === "no") {
    const n3 = toks[i + 1]?.w;
    if (n3 && /^(more|less|fewer|longer|later|greater|earlier|higher|lower|bigger|larger|wider|older|newer)$/.test(n3) && toks[i + 2]?.w === "than") return false;
    if (n3 === "exception" || n3 === "exceptions" || n3 === "matter" || n3 === "one") return false;
    return true;
  }
  return w === "nor" || w === "neither" || w === "none";
}
function startsDirective(toks, i) {
  const t = toks[i];
  if (!t || t.code >= 0) return false;
  if (isNegWord(toks, i)) return true;
  if (t.w === "do" && toks[i + 1]?.w === "not") return true;
  if (t.w === "only" && /^(if|when|for|where|while|in|after|before|with)$/.test(toks[i + 1]?.w ?? "")) return false;
  if (t.w === "always" || t.w === "must" || t.w === "should" || t.w === "avoid" || t.w === "prefer" || t.w === "only") return true;
  return false;
}
function splitClauses(toks, inMention) {
  const clauses = [];
  let cur = [];
  const flush = () => {
    if (cur.length) clauses.push(cur);
    cur = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.code < 0 && !inMention[i]) {
      if (SEPARATORS.has(t.w)) {
        flush();
        continue;
      }
      if ((t.w === "," || t.w === "and" || t.w === "but" || t.w === "(") && cur.length > 0) {
        let j = i + 1;
        if (t.w === "," && (toks[j]?.w === "and" || toks[j]?.w === "but" || toks[j]?.w === "or")) j++;
        const coordinated = t.w === "," && j === i + 2 && clauseHasVerb(toks, cur) && restHasVerb(toks, j);
        if (t.w === "but" || coordinated || startsDirective(toks, j) || t.w !== "(" && isVerbBaseForm(toks[j]?.w ?? "") && toks[j]?.code < 0 && clauseHasVerb(toks, cur) && !inMention[j]) {
          flush();
          if (t.w === "(") cur.push(i);
          i = j - 1;
          continue;
        }
      }
    }
    cur.push(i);
  }
  flush();
  return clauses;
}
function restHasVerb(toks, from) {
  for (let k = from; k < toks.length; k++) {
    const t = toks[k];
    if (t.code >= 0) continue;
    if (t.w === "," || SEPARATORS.has(t.w)) return false;
    if (MODALS.has(t.w) || COPULAS.has(t.w)) return true;
    if (verbBase(t.w) !== void 0 && !STOP.has(t.w) && (isSForm(t.w) || isVerbBaseForm(t.w)) && k > from && !DETERMINERS.has(toks[k - 1].w)) return true;
  }
  return false;
}
function clauseHasVerb(toks, idx) {
  return idx.some((k) => toks[k].code < 0 && verbBase(toks[k].w) !== void 0 && !STOP.has(toks[k].w));
}
function assignRoles(toks, mainVerb) {
  const roles = new Array(toks.length).fill("main");
  let role = "main";
  const parenBase = toks[0]?.paren ?? 0;
  let segStart = -1;
  const hasPrefer = toks.some((t) => /^(prefer|preferred|preferably|favor|favour|choose|pick)$/.test(t.w));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const w = t.code < 0 ? t.w : "";
    const next = toks[i + 1]?.w;
    if (role !== "main" && w) {
      const ends = w === "," || w === ")" || w === "(" || (role === "altneg" || role === "altpos") && i > segStart + 1 && (PREPOSITIONS.has(w) || SUBORDINATORS.has(w)) && w !== "of" || (role === "example" || role === "carve") && w === ")";
      if (ends) role = "main";
    }
    if (t.paren > parenBase && role === "main" && w !== ")") roles[i] = "paren";
    if (!w) {
      if (roles[i] !== "paren") roles[i] = role;
      continue;
    }
    let start;
    let skip = 0;
    if (w === "instead" && next === "of") {
      start = "altneg";
      skip = 1;
    } else if (w === "rather" && next === "than") {
      start = "altneg";
      skip = 1;
    } else if (w === "over" && hasPrefer) start = "altneg";
    else if (w === "in" && next === "favor" && toks[i + 2]?.w === "of") {
      start = "altpos";
      skip = 2;
    } else if (w === "not" && i > 0 && toks[i - 1].w === ",") start = "altneg";
    else if ((w === "vs" || w === "versus") && hasPrefer) start = "altneg";
    else if (w === "e.g" || w === "eg" || w === "i.e" || w === "for" && (next === "example" || next === "instance") || w === "such" && next === "as" || w === "like" && i > 0 && toks[i - 1].code < 0 && !/^(would|i|we|you)$/.test(toks[i - 1].w)) {
      start = w === "i.e" ? void 0 : "example";
      skip = w === "for" || w === "such" ? 1 : 0;
    } else if (w === "unless" || w === "except" || w === "excluding" || w === "other" && next === "than" || (w === "apart" || w === "aside") && next === "from" || w === "with" && next === "the" && toks[i + 2]?.w === "exception") start = "carve";
    else if (COND_WORDS.has(w) && !(WEAK_COND_TAIL.has(next ?? "") || next === "in" && toks[i + 2]?.w === "doubt")) start = "cond";
    else if (TEMPORAL.has(w) || w === "prior" && next === "to" || w === "once") start = "temporal";
    else if (w === "without") start = "without";
    else if (/^(that|which|who|whose)$/.test(w) && i > 0 && isNounish(toks[i - 1])) start = "rel";
    else if ((w === "so" || w === "because" || w === "since") && i > 0) start = "purpose";
    else if (w === "to" && next && isVerbBaseForm(next) && toks[i + 1].code < 0 && i > 0 && !/^(need|needs|have|has|want|try|going|able|how|prefer|ask|remember|forget|sure|free|allowed|required|expected|supposed|ought|important|essential|necessary|okay|ok|fine|acceptable|mandatory|encouraged|recommended|permitted|forbidden|used|trying|tend|aim|default|defaults|refuse|decline)$/.test(toks[i - 1].w) && mainVerb() !== void 0) start = "purpose";
    if (start) {
      role = start;
      segStart = i;
      roles[i] = role;
      for (let k = 1; k <= skip && i + k < toks.length; k++) roles[i + k] = role;
      i += skip;
      continue;
    }
    if (roles[i] !== "paren") roles[i] = role;
  }
  return roles;
}
var NOT_ADVERBS = set("reply apply supply family rely assembly anomaly italy only");
function isAdverb(w) {
  return /^[a-z]{2,}ly$/.test(w) && !NOT_ADVERBS.has(w);
}
function isNounish(t) {
  if (t.code >= 0) return true;
  if (STOP.has(t.w) || PREPOSITIONS.has(t.w) || /^(sure|so|such|now|given|means|says|note|ensure|check|verify|confirm|assume)$/.test(t.w)) return false;
  return verbBase(t.w) === void 0 || isSForm(t.w) || /^(test|file|change|commit|build|release|update|import|export|request|type|name|log)$/.test(t.w);
}
function forceOf(toks, roles) {
  let neg = false;
  let strong = false;
  let weak = false;
  let permissive = false;
  let negPermissive = false;
  let marked2 = false;
  for (let i = 0; i < toks.length; i++) {
    if (roles[i] !== "main" && roles[i] !== "paren") continue;
    const t = toks[i];
    if (t.code >= 0) continue;
    const w = t.w;
    if (isNegWord(toks, i)) {
      if (roles[i] === "paren") continue;
      neg = !neg;
      if (w === "never") strong = true;
      const n3 = toks[i + 1]?.w ?? "";
      if (w === "no" && n3 === "need") negPermissive = true;
      if (w === "not" && /^(required|necessary|needed|mandatory)$/.test(n3)) negPermissive = true;
      if (w === "not" && /^(can|may|must)$/.test(toks[i - 1]?.w ?? "")) strong = true;
      if (w === "not" && /^(allowed|permitted|acceptable|ok|okay|fine)$/.test(n3)) strong = true;
      if (w === "not" && /^(have|has|need|needs)$/.test(n3) && toks[i + 2]?.w === "to") negPermissive = true;
      marked2 = true;
      continue;
    }
    if (w === "no" && toks[i + 1]?.w === "exceptions") strong = true;
    if (STRONG.has(w)) {
      if (!(w === "any" && roles[i] !== "main")) strong = true;
      if (!/^(all|every|each|any|only)$/.test(w)) marked2 = true;
    }
    if ((w === "need" || w === "needs" || w === "have" || w === "has") && toks[i + 1]?.w === "to" && toks[i - 1]?.w !== "not") strong = true;
    if (w === "under" && toks[i + 1]?.w === "no" && toks[i + 2]?.w === "circumstances") strong = true;
    if (WEAK.has(w)) {
      weak = true;
      if (w !== "default") marked2 = true;
    }
    if (WEAK_COND_TAIL.has(w) && /^(where|when|if|as)$/.test(toks[i - 1]?.w ?? "")) weak = true;
    if (PERMISSIVE.has(w) && !(w === "can" && toks[i + 1]?.w === "not")) {
      if (w === "free" && !/^(feel|to)$/.test(toks[i - 1]?.w ?? "") && toks[i + 1]?.w !== "to") continue;
      if (w === "optional") negPermissive = true;
      else permissive = true;
      marked2 = true;
    }
  }
  let lexNeg = false;
  if (neg && !weak && !permissive && !negPermissive) strong = true;
  const force = strong ? "strong" : negPermissive || permissive ? "permissive" : weak ? "weak" : "plain";
  if (negPermissive && !neg) {
    neg = true;
    lexNeg = true;
  }
  return { neg, force, lexNeg, marked: marked2 };
}
function firstContent(toks, from = 0) {
  let i = from;
  while (i < toks.length) {
    const t = toks[i];
    if (t.code >= 0) return i;
    const w = t.w;
    if (LEAD_ADVERBS.has(w) || w === "," || w === "(" || w === ")" || w === "\u2014") {
      i++;
      continue;
    }
    if (w === "do" && toks[i + 1]?.w === "not") {
      i += 2;
      continue;
    }
    if (w === "not") {
      i++;
      continue;
    }
    return i;
  }
  return i;
}
function frame(toks) {
  const ws = toks.map((t) => t.code >= 0 ? "\0" : t.w);
  const at = firstContent(toks);
  const s = ws.slice(at, at + 6).join(" ");
  const m = /^(make sure (that )?(you )?(to )?|be sure to |ensure (that )?(you )?|remember to |do not forget to |always remember to |it is (important|essential|critical|mandatory|required) (that you |to )?|please |i want you to |we want you to )/.exec(s) ?? /^((you|we|agents?|claude) (should|must|shall|need to|have to|may|can|are expected to|are required to|are allowed to|are encouraged to|will|always|never|do not|prefer to) )/.exec(s) ?? /^(feel free to |you are free to |it is (fine|ok|okay|acceptable) to |you are welcome to )/.exec(s) ?? /^(try to |aim to |we (prefer|like|recommend|use|standardize on|rely on) )/.exec(s);
  if (!m) return { skip: at };
  const used = m[0].trim().split(" ").length;
  const phrase = m[0];
  let force;
  if (/must|required|mandatory|have to|need to|essential|critical|important|shall|make sure|ensure|be sure|remember|forget|expected/.test(phrase)) force = "strong";
  else if (/should|prefer|try|aim|recommend|encouraged|like/.test(phrase)) force = "weak";
  else if (/may|can|free|fine|ok|okay|acceptable|allowed|welcome/.test(phrase)) force = "permissive";
  if (/^we (use|standardize on|rely on) $/.test(phrase)) return { skip: at + 1 };
  if (/always|never|do not/.test(phrase)) return { skip: at + 1, force };
  return { skip: at + used, force };
}
function parseClause(toks, idx, label) {
  const fr = frame(toks);
  const start = fr.skip;
  let verb = -1;
  let subjEnd = 0;
  let passive = false;
  let pred = -1;
  let m = -1;
  for (let i = start; i < toks.length; i++) {
    const t = toks[i];
    if (t.code >= 0) continue;
    if (SUBORDINATORS.has(t.w) && i > start) break;
    if (i > start && (MODALS.has(t.w) || COPULAS.has(t.w))) {
      if ((t.w === "have" || t.w === "has" || t.w === "need" || t.w === "needs") && toks[i + 1]?.w !== "to") continue;
      m = i;
      break;
    }
  }
  let startsWithVerb = toks[start] !== void 0 && toks[start].code < 0 && isVerbBaseForm(toks[start].w) && !isSForm(toks[start].w);
  const n1 = toks[start + 1];
  const n22 = toks[start + 2];
  if (startsWithVerb && n1 && n22 && n1.code < 0 && n22.code < 0 && /s$/.test(n1.w) && stem(n1.w) !== n1.w && !STOP.has(n1.w) && (verbBase(n1.w) === void 0 || isSForm(n1.w)) && (isVerbBaseForm(n22.w) || COPULAS.has(n22.w) || MODALS.has(n22.w)) && !STOP.has(n22.w)) {
    startsWithVerb = false;
  }
  if (m > start && !(startsWithVerb && (verbBase(toks[start].w) === "make" || start > 0))) {
    subjEnd = m;
    let j = m + 1;
    let sawCopula = COPULAS.has(toks[m].w);
    while (j < toks.length && toks[j].code < 0 && (toks[j].w === "not" || toks[j].w === "never" || toks[j].w === "always" || toks[j].w === "to" || COPULAS.has(toks[j].w) || MANNER.has(toks[j].w) || isAdverb(toks[j].w) || toks[j].w === "only" || toks[j].w === "also")) {
      if (COPULAS.has(toks[j].w)) sawCopula = true;
      j++;
    }
    const t = toks[j];
    if (t && t.code < 0 && verbBase(t.w) !== void 0 && !POLICY_ADJ[t.w]) {
      verb = j;
      passive = sawCopula && t.w !== verbBase(t.w);
    } else if (sawCopula) pred = j;
    else if (t && t.code < 0 && /^[a-z][a-z-]+$/.test(t.w) && !STOP.has(t.w)) verb = j;
  } else if (startsWithVerb) {
    verb = start;
  } else if (toks[start] && toks[start].code < 0 && isSForm(toks[start].w) && /^(require|use|support|run|target|need|depend|build|ship|follow|prefer|expect|rely)$/.test(verbBase(toks[start].w) ?? "")) {
    verb = start;
  } else {
    for (let i = start + 1; i < toks.length; i++) {
      const t = toks[i];
      if (t.code >= 0) continue;
      if (SUBORDINATORS.has(t.w) || PREPOSITIONS.has(t.w) || t.w === ",") break;
      if (DETERMINERS.has(toks[i - 1]?.w ?? "") && toks[i - 1].code < 0) continue;
      const b = verbBase(t.w);
      if (b === void 0 || STOP.has(t.w) && t.w !== "use" && t.w !== "uses") continue;
      if (t.w !== b && !isSForm(t.w)) continue;
      const nxt = toks[i + 1];
      if (isSForm(t.w) && nxt && nxt.code < 0 && !/^[A-Z]/.test(nxt.raw) && verbBase(nxt.w) !== void 0 && (isVerbBaseForm(nxt.w) || isSForm(nxt.w))) continue;
      if (t.w === b && nxt && nxt.code < 0 && (isSForm(nxt.w) || COPULAS.has(nxt.w) || MODALS.has(nxt.w)) && !STOP.has(nxt.w)) continue;
      verb = i;
      subjEnd = i;
      break;
    }
  }
  return {
    toks,
    idx,
    roles: [],
    neg: fr.neg ?? false,
    force: fr.force ?? "plain",
    conditional: false,
    instruction: false,
    verbal: verb >= 0 || pred >= 0,
    verb,
    verbBase: verb >= 0 ? verbBase(toks[verb].w) ?? toks[verb].w : void 0,
    subjEnd,
    passive,
    pred,
    lexNeg: false,
    universal: false,
    label
  };
}
var FORCE_RANK = { permissive: 0, weak: 1, plain: 2, strong: 3 };
function maxForce(a, b) {
  if (!b) return a;
  return FORCE_RANK[b] > FORCE_RANK[a] ? b : a;
}
function scopeOf(cl, exclude, domain, ctx) {
  const out = /* @__PURE__ */ new Set();
  for (const x of ctx.extraScope) if (!domain.has(x)) out.add(x);
  const seenSpans = /* @__PURE__ */ new Set();
  for (const k of exclude) if (cl.toks[k]?.code >= 0) seenSpans.add(cl.toks[k].code);
  for (let i = 0; i < cl.toks.length; i++) {
    if (exclude.has(i)) continue;
    const role = cl.roles[i];
    if (role !== "main" && role !== "cond" && role !== "rel") continue;
    const t = cl.toks[i];
    if (i === cl.verb) continue;
    if (t.code >= 0) {
      if (seenSpans.has(t.code)) continue;
      seenSpans.add(t.code);
      const span = (ctx.spans[t.code] ?? "").toLowerCase().replace(/\/+$/, "");
      if (span && !domain.has(span)) out.add(span);
      continue;
    }
    const w = t.w;
    const prevTok = cl.toks[i - 1];
    const nextTok = cl.toks[i + 1];
    if ((w === "these" || w === "those" || w === "such") && prevTok && PREPOSITIONS.has(prevTok.w) || w === "here" || // "never call hooks inside one": "one" after a preposition stands for a noun named earlier
    w === "one" && prevTok && PREPOSITIONS.has(prevTok.w) && (!nextTok || nextTok.code >= 0 || !/^[a-z]/.test(nextTok.w) || PREPOSITIONS.has(nextTok.w) || SUBORDINATORS.has(nextTok.w)) || (w === "this" || w === "that") && prevTok && PREPOSITIONS.has(prevTok.w) && nextTok && nextTok.code < 0 && !GENERIC_WORDS.has(nextTok.w) && !STOP.has(nextTok.w)) {
      out.add("@ref:" + ctx.refId);
      continue;
    }
    if (!/[a-z]/.test(w) || STOP.has(w) || GENERIC_WORDS.has(w) || GENERIC_WORDS.has(t.s) || UNIVERSAL_WORDS.has(w) || PREPOSITIONS.has(w)) continue;
    if (numberValue(w) !== void 0) continue;
    const syn = SCOPE_SYNONYMS[t.s] ?? SCOPE_SYNONYMS[w];
    if (domain.has(t.s) || domain.has(w) || syn && domain.has(syn)) continue;
    if (syn) {
      out.add(syn);
      continue;
    }
    if (verbBase(w) !== void 0) {
      const p = prevTok?.w ?? "";
      const languageGo = w === "go" && nextTok !== void 0 && QUALIFIER_NOUNS.has(nextTok.s);
      const verbal = i === cl.verb || w !== verbBase(w) && !isSForm(w) || /^(to|not|never|always|must|should|can|may|will|do|does|please|and|or|then|you|we|they|i|it|he|she)$/.test(p) || MODALS.has(p);
      if (verbal && !languageGo) continue;
    }
    if (QUANTITY_FRAMES.has(w) || QUANTITY_FRAMES.has(t.s) || isAdverb(w) || MANNER.has(w)) continue;
    if (STRONG.has(w) || WEAK.has(w) || PERMISSIVE.has(w) || POLICY_ADJ[w]) continue;
    if (UNITS[t.s] || UNITS[w] || COMPARATIVES.has(w)) continue;
    const base = /^(.+?)-(related|specific|based|wide|only|first|level|side|facing)$/.exec(t.s)?.[1];
    if (base !== void 0) {
      if (!domain.has(base) && !GENERIC_WORDS.has(base) && !ctx.mentions.some((m) => m.member === base)) out.add(SCOPE_SYNONYMS[base] ?? base);
      continue;
    }
    out.add(t.s);
  }
  return [...out].sort();
}
function clauseHasContext(ctx, fam2) {
  const c = ctx.lex.contextStems.get(fam2.id);
  if (!c) return false;
  for (const s of ctx.sentenceStems) if (c.has(s)) return true;
  return false;
}
var INDENT_FAMILY = {
  id: "indentation",
  subject: "indentation",
  members: [],
  domain: ["indent", "tab", "space", "level", "width", "char", "use", "code", "file", "soft", "hard", "wide"]
};
function indentMentions(cl, sentenceHasIndent, sentenceHasTab) {
  const out = [];
  const t = cl.toks;
  const hasTabWord = sentenceHasTab;
  if (!sentenceHasIndent && !hasTabWord) return out;
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    const n3 = numberValue(t[i].w);
    if (n3 !== void 0 && n3 > 0 && n3 <= 8 && (t[i + 1]?.w === "space" || t[i + 1]?.w === "spaces")) {
      if (t[i + 2]?.w === "tab" || t[i + 2]?.w === "tabs" || t[i + 2]?.w === "wide" && (t[i + 3]?.w === "tab" || t[i + 3]?.w === "tabs")) {
        const e = t[i + 2].w === "wide" ? i + 4 : i + 3;
        out.push({ start: i, end: e, family: INDENT_FAMILY, member: "tabs", label: "tabs" });
        i = e - 1;
        continue;
      }
      out.push({ start: i, end: i + 2, family: INDENT_FAMILY, member: `spaces:${n3}`, label: `${n3} spaces` });
      i++;
      continue;
    }
    if (t[i].w === "tab" || t[i].w === "tabs") {
      if (/^(browser|new|open|editor|terminal|other)$/.test(t[i - 1]?.w ?? "")) continue;
      if (t[i + 1]?.w === "width" || t[i + 1]?.w === "size" || t[i + 1]?.w === "stop") continue;
      const hard = t[i - 1]?.w === "hard";
      const soft = t[i - 1]?.w === "soft";
      out.push({ start: hard || soft ? i - 1 : i, end: i + 1, family: INDENT_FAMILY, member: soft ? "spaces" : "tabs", label: soft ? "spaces" : "tabs" });
      continue;
    }
    if ((t[i].w === "spaces" || t[i].w === "space") && (sentenceHasIndent || hasTabWord) && numberValue(t[i - 1]?.w ?? "") === void 0) {
      if (t[i].w === "space" && t[i + 1]?.w !== "indentation") continue;
      out.push({ start: i, end: i + 1, family: INDENT_FAMILY, member: "spaces", label: "spaces" });
    }
  }
  return out;
}
var PER_CONTAINERS = set("file module class dir package pr commit test func component crate page route story feature change");
var GROUP_VERBS = set("group combine bundle put keep colocate place collect consolidate merge");
var GROUP_MODS = set("related multiple several all small tightly-coupled together associated");
function perMentions(cl) {
  const out = [];
  const t = cl.toks;
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    const w = t[i].w;
    if ((w === "one" || w === "single") && i + 2 < t.length) {
      let j = i + 1;
      const xs = [];
      while (j < t.length && j < i + 5 && t[j].code < 0 && t[j].w !== "per" && !(t[j].w === "in" && /^(each|every)$/.test(t[j + 1]?.w ?? ""))) {
        xs.push(j);
        j++;
      }
      if (j < t.length && (t[j].w === "per" || t[j].w === "in") && xs.length) {
        const yi = t[j].w === "per" ? j + 1 : j + 2;
        const x = t[xs[xs.length - 1]].s;
        const y = t[yi]?.s;
        if (y && PER_CONTAINERS.has(y) && !STOP.has(x)) {
          const family = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
          out.push({ m: { start: i, end: yi + 1, family, member: "one", label: `one ${x} per ${y}` }, x, y });
        }
      }
    }
    if ((w === "each" || w === "every") && i + 4 < t.length) {
      const x = t[i + 1];
      const k = t.findIndex((tt, q) => q > i + 1 && q < i + 6 && tt.w === "own");
      if (k > 0 && x.code < 0 && t[k - 1]?.w === "its" && t[k + 1] && PER_CONTAINERS.has(t[k + 1].s)) {
        const family = { id: `per:${x.s}:${t[k + 1].s}`, subject: `${x.s}s per ${t[k + 1].s}`, members: [], domain: [x.s, t[k + 1].s] };
        out.push({ m: { start: i, end: k + 2, family, member: "one", label: `one ${x.s} per ${t[k + 1].s}` }, x: x.s, y: t[k + 1].s });
      }
    }
    if (GROUP_VERBS.has(verbBase(w) ?? w) && i + 3 < t.length) {
      let j = i + 1;
      while (j < t.length && t[j].code < 0 && (GROUP_MODS.has(t[j].w) || DETERMINERS.has(t[j].w))) j++;
      const xi = j;
      while (j < t.length && t[j].code < 0 && !PREPOSITIONS.has(t[j].w) && t[j].w !== "together") j++;
      const x = t[j - 1]?.s;
      if (t[j]?.w === "together") j++;
      if (j > xi && (t[j]?.w === "in" || t[j]?.w === "into") && (t[j + 1]?.w === "a" && t[j + 2]?.w === "single" || t[j + 1]?.w === "one" || t[j + 1]?.w === "single" || t[j + 1]?.w === "the" && t[j + 2]?.w === "same")) {
        const yi = t[j + 2]?.w === "single" || t[j + 2]?.w === "same" ? j + 3 : j + 2;
        const y = t[yi]?.s;
        if (x && y && PER_CONTAINERS.has(y)) {
          const family = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
          out.push({ m: { start: i, end: yi + 1, family, member: "many", label: `several ${x}s per ${y}` }, x, y });
        }
      }
    }
    if ((w === "multiple" || w === "several") && t[i + 2]?.w === "per" && t[i + 3] && PER_CONTAINERS.has(t[i + 3].s)) {
      const x = t[i + 1].s;
      const y = t[i + 3].s;
      const family = { id: `per:${x}:${y}`, subject: `${x}s per ${y}`, members: [], domain: [x, y] };
      out.push({ m: { start: i, end: i + 4, family, member: "many", label: `several ${x}s per ${y}` }, x, y });
    }
  }
  return out;
}
function targetsOf(cl, kind, exclude) {
  const map = kind === "naming" ? NAMING_TARGETS : LANGUAGE_TARGETS;
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i < cl.toks.length; i++) {
    if (exclude.has(i) || cl.roles[i] !== "main" && cl.roles[i] !== "cond") continue;
    const t = cl.toks[i];
    if (t.code >= 0) continue;
    const m = map[t.s] ?? map[t.w];
    if (m) out.add(m);
  }
  if (kind === "language" && cl.verbBase) {
    const v = map[cl.verbBase] ?? map[stem(cl.verbBase)];
    if (v) out.add(v);
  }
  if (out.size > 1) out.delete("*");
  return [...out].sort();
}
function makeChoiceClaims(cl, ctx, clauseMentions, out) {
  if (!clauseMentions.length) return;
  const t = cl.toks;
  const byFamily = /* @__PURE__ */ new Map();
  for (const m of clauseMentions) {
    const l = byFamily.get(m.family.id) ?? [];
    l.push(m);
    byFamily.set(m.family.id, l);
  }
  for (const list2 of byFamily.values()) {
    const fam2 = list2[0].family;
    const items = list2.map((m) => ({ m, pol: m.pol ?? (cl.neg ? -1 : 1), force: m.force ?? cl.force }));
    if (!items.length) continue;
    const positives = new Set(items.filter((x) => x.pol === 1).map((x) => x.m.member));
    const only = t.some((x, i) => x.w === "only" && x.code < 0 && cl.roles[i] === "main");
    if (positives.size > 1 && !only && fam2.id !== "indentation") {
      for (let k = items.length - 1; k >= 0; k--) if (items[k].pol === 1) items.splice(k, 1);
    }
    if (positives.size > 1 && fam2.id === "indentation") {
      for (let k = items.length - 1; k >= 0; k--) if (items[k].pol === 1 && positives.size > 1 && !(positives.size === 2 && positives.has("spaces") && [...positives].some((p) => p.startsWith("spaces:")))) items.splice(k, 1);
    }
    const exclude = /* @__PURE__ */ new Set();
    for (const m of clauseMentions) {
      if (m.family.id !== fam2.id) continue;
      for (let k = m.start; k < m.end; k++) exclude.add(k);
      for (let k = m.end; k < Math.min(t.length, m.end + 2) && t[k].code < 0 && (CODE_GENERIC.has(t[k].s) || MEMBER_TAILS.has(t[k].s)); k++) exclude.add(k);
    }
    const domain = /* @__PURE__ */ new Set([...fam2.domain ?? [], "new"]);
    let targets;
    if (fam2.targeted === "naming" || fam2.targeted === "language") {
      targets = targetsOf(cl, fam2.targeted, exclude);
      for (let i = 0; i < t.length; i++) {
        const tk = t[i];
        const map = fam2.targeted === "naming" ? NAMING_TARGETS : LANGUAGE_TARGETS;
        if (tk.code < 0 && (map[tk.s] || map[tk.w])) exclude.add(i);
      }
    }
    const scope = scopeOf(cl, exclude, domain, ctx);
    const conditional = cl.conditional && t.some((x, k) => (cl.roles[k] === "cond" || cl.roles[k] === "rel") && x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w) && !SUBORDINATORS.has(x.w) && !domain.has(x.s) && !exclude.has(k));
    const seen = /* @__PURE__ */ new Set();
    for (const { m, pol, force } of items) {
      const k = `${m.member}|${pol}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({
        key: `fam:${fam2.id}`,
        type: "choice",
        subject: fam2.subject,
        family: fam2.id,
        member: m.member,
        memberLabel: m.label,
        targets,
        polarity: pol,
        force,
        conditional,
        scope,
        ...cl.universal ? { universal: true } : {}
      });
    }
  }
}
var COMPARATIVES = set("under below less fewer most max maximum within shorter longer later newer earlier older higher lower greater more least min minimum above over beyond exceed exceeding bigger smaller larger wider narrower faster slower than");
var MAX_WORDS = set("under below less fewer most max maximum within shorter limit limited cap capped exceed up <= < \u2264 beneath");
var MIN_WORDS = set("least min minimum more over above greater >= > \u2265 exceed");
var HEAD_DOMAIN = dict({
  coverage: ["test", "code", "line", "branch", "statement", "unit"],
  complexity: ["cyclomatic", "cognitive", "func", "method", "code"],
  depth: ["nesting", "func", "code"],
  line: ["code", "file", "source"],
  pr: ["merge", "review"]
});
function impliedUnit(t, i) {
  const before = t.slice(Math.max(0, i - 5), i).map((x) => x.s);
  if (t[i + 1] && t[i + 1].code < 0 && /^[a-z]/.test(t[i + 1].w) && !/^(and|or|for|in|on|at|per|by|if|when|unless)$/.test(t[i + 1].w)) return void 0;
  const has = (w) => before.includes(w);
  if (has("line") && (has("length") || has("width")) || has("print-width") || has("printwidth") || has("max-line-length") || has("line-length")) return UNITS.char;
  if (has("depth") || has("nesting")) return UNITS.level;
  if (has("coverage")) return UNITS["%"];
  if (has("retry")) return UNITS.retry;
  if (has("complexity")) return { dim: "complexity", factor: 1 };
  return void 0;
}
function numberClaims(cl, ctx, used, out) {
  const t = cl.toks;
  for (let i = 0; i < t.length; i++) {
    if (used.has(i) || t[i].code >= 0) continue;
    const role = cl.roles[i];
    if (role !== "main" && role !== "cond" && role !== "paren" && !(role === "temporal" && TEMPORAL.has(t[i - 1]?.w ?? ""))) continue;
    const v = numberValue(t[i].w);
    if (v === void 0 || t[i].w === "single") continue;
    let ui = i + 1;
    if (t[ui]?.w === "-") ui++;
    if (t[ui] && !UNITS[t[ui].s] && t[ui].code < 0 && /^[a-z][a-z-]*$/.test(t[ui].w) && !STOP.has(t[ui].w) && t[ui + 1] && t[ui + 1].code < 0 && UNITS[t[ui + 1].s]) ui++;
    let ut = t[ui];
    let unit = ut && ut.code < 0 ? UNITS[ut.s] ?? UNITS[ut.w] : void 0;
    if (!unit) {
      const implied = impliedUnit(t, i);
      if (implied) {
        unit = implied;
        ui = i;
        ut = t[i];
      } else if (ut && ut.code < 0 && /^[a-z][a-z-]+$/.test(ut.w) && !STOP.has(ut.w) && !GENERIC_WORDS.has(ut.w) && !PREPOSITIONS.has(ut.w) && verbBase(ut.w) !== ut.w && !QUANTITY_FRAMES.has(ut.w)) {
        unit = { dim: `count of ${ut.s}s`, factor: 1 };
      } else continue;
    }
    if (t[i].w === "one" && unit.dim !== `count of ${ut.s}s`) continue;
    if (!ut) continue;
    if (/^(faster|slower|more|less|larger|smaller|as|bigger)$/.test(t[ui + 1]?.w ?? "")) continue;
    if (t[i - 1]?.w === "between" || t[i - 1]?.w === "and" && numberValue(t[i - 2]?.w ?? "") !== void 0 || t[ui]?.w === "to" && numberValue(t[ui + 1]?.w ?? "") !== void 0) continue;
    if (t[i + 1]?.w === "to" || t[i + 1]?.w === "and" || t[i + 1]?.w === "or") {
      if (numberValue(t[i + 2]?.w ?? "") !== void 0) continue;
    }
    let cmp2 = "eq";
    const near = t.slice(Math.max(0, i - 4), i).map((x) => x.w);
    const phrase = near.join(" ");
    const negated = cl.neg || near.includes("not") || near.includes("never");
    if (/\b(under|below|within|beneath|max|maximum|up to|at most|less than|fewer than|shorter than|smaller than|no more than|no longer than|no larger than|cap(ped)? at|limit(ed)? to|grow to|grows to|reach|as many as|<|<=|≤)$/.test(phrase) || /\b(under|below|within|at most|up to|max|maximum)\b/.test(near.slice(-2).join(" "))) cmp2 = "max";
    else if (/\b(at least|minimum|min|more than|greater than|longer than|larger than|over|above|no less than|no fewer than|exceed|exceeds|>|>=|≥)\b/.test(phrase)) cmp2 = negated ? "max" : "min";
    if (cmp2 === "max" && /\b(less|fewer|shorter|smaller) than\b/.test(phrase) && negated) cmp2 = "min";
    if (cmp2 === "eq") {
      const ws = t.slice(0, i).map((x) => x.w);
      if (ws.some((w) => /^(maximum|max|limit|cap|ceiling)$/.test(w))) cmp2 = "max";
      else if (ws.some((w) => /^(minimum|min|threshold|floor)$/.test(w))) cmp2 = "min";
    }
    const after = `${t[ui + 1]?.w ?? ""} ${t[ui + 2]?.w ?? ""}`;
    if (/^(max|maximum|or less|or fewer|at most|tops)\b/.test(after)) cmp2 = "max";
    if (/^(min|minimum|or more|at least|is enough|are enough|is sufficient|are sufficient|suffice)\b/.test(after)) cmp2 = "min";
    if (cmp2 === "eq" && /^(need|needs|require|requires|required)$/.test(t[i - 1]?.w ?? "")) cmp2 = "min";
    let head;
    let headIdx = -1;
    for (let k = 0; k < t.length; k++) {
      if (k === i || k === ui || t[k].code >= 0) continue;
      const q = QUANTITY_HEADS[t[k].s] ?? QUANTITY_HEADS[t[k].w];
      if (q && !(q === "retry" && unit.dim !== "count")) {
        head = q;
        headIdx = k;
        break;
      }
      if (t[k].w === "time" && t[k + 1]?.w === "out" || t[k].w === "times" && t[k + 1]?.w === "out") {
        head = "timeout";
        headIdx = k;
        break;
      }
    }
    for (const roles of [["main", "cond"], ["main", "cond", "purpose"]]) {
      if (head || headIdx >= 0) break;
      let runStart = -1;
      for (let k = 0; k < t.length; k++) {
        const tk = t[k];
        const ok = k !== i && k !== ui && k !== cl.verb && tk.code < 0 && /[a-z]/.test(tk.w) && !STOP.has(tk.w) && (!GENERIC_WORDS.has(tk.w) || /^files?$/.test(tk.w)) && !COMPARATIVES.has(tk.w) && !QUANTITY_FRAMES.has(tk.w) && !QUANTITY_FRAMES.has(tk.s) && !MAX_WORDS.has(tk.w) && !MIN_WORDS.has(tk.w) && verbBase(tk.w) === void 0 && numberValue(tk.w) === void 0 && !UNITS[tk.s] && !isAdverb(tk.w) && roles.includes(cl.roles[k]);
        if (ok && runStart < 0) runStart = k;
        if (!ok && runStart >= 0) {
          headIdx = k - 1;
          break;
        }
        if (ok && k === t.length - 1) headIdx = k;
      }
      if (headIdx < 0) {
        for (let k = 0; k < i; k++) if (t[k].code < 0 && UNITS[t[k].s] && t[k].s !== ut.s) headIdx = k;
      }
      if (headIdx >= 0) head = t[headIdx].s;
    }
    if (!head && unit.dim.startsWith("count of ")) head = ut.s;
    if (!head && UNITS[ut.s] && ut !== t[i]) head = ut.s;
    if (!head) continue;
    const approx = /^(about|around|approximately|roughly|nearly|almost|some)$/.test(t[i - 1]?.w ?? "");
    const stated = !approx && (headIdx >= 0 && headIdx < i || cmp2 !== "eq");
    const limitLike = cl.instruction || (cmp2 !== "eq" || QUANTITY_HEADS[head] !== void 0 || Object.values(QUANTITY_HEADS).includes(head) || t.some((x) => /^(limit|maximum|minimum|max|min|default|threshold|cap|budget)$/.test(x.w))) && stated;
    if (!limitLike) continue;
    used.add(i);
    used.add(ui);
    const exclude = /* @__PURE__ */ new Set([i, ui]);
    if (headIdx >= 0) exclude.add(headIdx);
    const scope = scopeOf(cl, exclude, /* @__PURE__ */ new Set([head, "default", "long", "short", "length", "width", "timeout", "retry", "fail", "coverage", "out", "time", ...HEAD_DOMAIN[head] ?? []]), ctx);
    const dimLabel = { chars: "characters", lines: "lines", time: "duration", percent: "%", count: "count" };
    out.push({
      key: `num:${head}:${unit.dim}`,
      type: "number",
      subject: `${head === "line" && unit.dim === "chars" ? "line length" : head} (${dimLabel[unit.dim] ?? unit.dim})`,
      polarity: 1,
      force: cl.force,
      conditional: cl.conditional,
      scope,
      value: v * unit.factor,
      unit: unit.dim,
      cmp: cmp2
    });
  }
}
function parseVersion(s) {
  const m = /^v?(\d+(?:\.\d+){0,3})(?:\.x)?$/.exec(s);
  if (!m) return void 0;
  return m[1].split(".").map(Number);
}
function cmpVersion(a, b) {
  const n3 = Math.min(a.length, b.length);
  for (let i = 0; i < n3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
var TWO_WORD_TOOLS = new Set(Object.keys(VERSION_TOOLS).filter((k) => k.includes(" ")).map((k) => k.split(" ")[0]));
var VERSION_VERBS = set("use run target require build compile support pin need stay ship test develop write deploy install upgrade migrate move switch standardize");
function versionClaims(cl, ctx, used, out) {
  const t = cl.toks;
  if (!t.some((x) => /\d/.test(x.w)) || !t.some((x) => VERSION_TOOLS[x.w] !== void 0 || /^[a-z+#.]+\d/.test(x.w))) return;
  if (cl.verbBase && HISTORY_VERBS.has(cl.verbBase)) return;
  if (t.some((x) => x.code < 0 && HISTORY_VERBS.has(x.w) && /(ed)$/.test(x.w))) return;
  const found = [];
  for (let i = 0; i < t.length; i++) {
    const tk = t[i];
    if (used.has(i)) continue;
    if (VERSION_TOOLS[tk.w] === void 0 && !TWO_WORD_TOOLS.has(tk.w) && !/\d/.test(tk.w)) continue;
    const role = cl.roles[i];
    if (role !== "main" && role !== "altneg") continue;
    if (!cl.instruction && !(cl.pred >= 0 || cl.verbBase && VERSION_VERBS.has(cl.verbBase) && (i > cl.verb || cl.passive && i < cl.subjEnd))) continue;
    let tool;
    let j = i + 1;
    let vtext;
    const glued = /^(python|py|node|nodejs|java|jdk|go|ruby|php|es|c\+\+|net|dotnet|openjdk|postgres|pg)(\d+(?:\.\d+)*)$/.exec(tk.w);
    if (glued) {
      tool = VERSION_TOOLS[glued[1]] ?? (glued[1] === "pg" ? "PostgreSQL" : glued[1] === "py" ? "Python" : void 0);
      vtext = glued[2];
      if (glued[1] === "es" && glued[2].length === 4) tool = "ECMAScript";
      else if (glued[1] === "es" && glued[2].length < 4) tool = void 0;
      j = i + 1;
    } else {
      const two = `${tk.w} ${t[i + 1]?.w ?? ""}`;
      if (VERSION_TOOLS[two]) {
        tool = VERSION_TOOLS[two];
        j = i + 2;
      } else if (VERSION_TOOLS[tk.w]) tool = VERSION_TOOLS[tk.w];
      if (tk.w === "go" && tk.raw !== "Go") tool = void 0;
      if (!tool) continue;
      let cmpHint;
      while (j < t.length && j < i + 4 && /^(version|versions|v|>=|≥|<=|≤|>|<|=|:|is|of|to|at|~|\^|lts|runtime)$/.test(t[j].w)) {
        if (/^(>=|≥|>)$/.test(t[j].w)) cmpHint = "min";
        if (/^(<=|≤|<)$/.test(t[j].w)) cmpHint = "max";
        j++;
      }
      const vt = t[j];
      if (!vt) continue;
      let raw = vt.w;
      let plus = false;
      if (raw.endsWith("+")) {
        plus = true;
        raw = raw.slice(0, -1);
      }
      if (t[j + 1]?.w === "+") plus = true;
      if (!parseVersion(raw)) continue;
      vtext = raw;
      if (plus) cmpHint = "min";
      const v2 = parseVersion(vtext);
      const after = `${t[j + 1]?.w ?? ""} ${t[j + 2]?.w ?? ""}`;
      let cmp2 = cmpHint ?? "eq";
      if (/^or (later|newer|higher|above|greater|up)/.test(after) || /^(and|or) (above|up|later|newer)/.test(after)) cmp2 = "min";
      if (/^or (earlier|older|lower|below)/.test(after)) cmp2 = "max";
      const before = t.slice(Math.max(0, i - 3), i).map((x) => x.w).join(" ");
      const clauseWords = t.map((x) => x.w);
      if (/at least|minimum|min|>=/.test(before) || clauseWords.includes("minimum") && cmp2 === "eq") cmp2 = "min";
      if (/at most|maximum/.test(before)) cmp2 = "max";
      found.push({ tool, v: v2, text: vtext + (cmp2 === "min" ? "+" : ""), cmp: cmp2, idx: [i, j] });
      i = j;
      continue;
    }
    const v = parseVersion(vtext ?? "");
    if (tool && v) found.push({ tool, v, text: vtext, cmp: "eq", idx: [i] });
  }
  const byTool = /* @__PURE__ */ new Map();
  for (const f of found) byTool.set(f.tool, [...byTool.get(f.tool) ?? [], f]);
  const ws = t.map((x) => x.w);
  const usage = cl.verbal || cl.label !== void 0;
  if (!usage || cl.neg) return;
  for (const [tool, list2] of byTool) {
    if (list2.length !== 1) continue;
    const f = list2[0];
    for (const k of f.idx) used.add(k);
    const exclude = new Set(f.idx);
    const scope = scopeOf(cl, exclude, /* @__PURE__ */ new Set(), ctx).filter((x) => /[/*]/.test(x) || ctx.extraScope.includes(x));
    const vmin = f.cmp === "max" ? void 0 : f.v;
    const vmax = f.cmp === "min" ? void 0 : f.v;
    const after = t[Math.max(...f.idx) + 1];
    const feature = after !== void 0 && after.code < 0 && /^(syntax|feature|features|api|apis|idiom|idioms|behavior|behaviour|semantic|semantics)$/.test(after.w);
    const floor = !feature && ws.some((w) => /^(target|targets|targeting|targeted|minimum|min|baseline|require|requires|required|deployment|supported|support|supports|floor)$/.test(w));
    out.push({
      key: `ver:${tool}`,
      type: "version",
      subject: `${tool} version`,
      polarity: 1,
      force: cl.force,
      conditional: cl.conditional,
      scope,
      version: f.text,
      vmin,
      vmax,
      ...floor ? { floor: true } : {}
    });
  }
}
function commandHead(code) {
  const parts = code.trim().toLowerCase().split(/\s+/);
  let k = 0;
  while (k < parts.length - 1 && /^(npx|pnpx|bunx|cargo|go|uv|poetry|pipx|python|python3|-m|run|exec|dlx|pnpm|yarn|npm|bun|deno|dotnet|make|just|mix|bundle|rake)$/.test(parts[k])) k++;
  const rest = parts.slice(k).filter((p) => !p.startsWith("-") || parts[0] === "git");
  return (rest.length ? rest : parts).join(" ");
}
function gitAction(code) {
  const m = /^git\s+([a-z-]+)(.*)$/.exec(code.trim().toLowerCase());
  if (!m) return void 0;
  const verb = m[1] === "push" && /(--force\b|-f\b|--force-with-lease)/.test(m[2]) ? "force-push" : m[1];
  const obj = m[2].split(/\s+/).filter((p) => p && !p.startsWith("-") && p !== "origin").pop() ?? "";
  return [verb, obj];
}
function fileLike(w) {
  const m = /^([a-z0-9_-]+)\.(md|txt|rst|markdown|adoc)$/.exec(w);
  return m ? m[1] : void 0;
}
function nounPhrases(cl, from, ctx) {
  const t = cl.toks;
  const out = [];
  let j = from;
  for (; ; ) {
    const units = [];
    let own = false;
    let demonstrative = false;
    while (j < t.length && t[j].code < 0 && (DETERMINERS.has(t[j].w) || MANNER.has(t[j].w) || isAdverb(t[j].w) || t[j].w === "ever")) {
      if (t[j].w === "own") own = true;
      if (/^(this|that|these|those)$/.test(t[j].w)) demonstrative = true;
      j++;
    }
    while (j < t.length) {
      const tk = t[j];
      const role = cl.roles[j];
      if (role !== "main" && role !== "paren") break;
      if (tk.code >= 0) {
        const id = tk.code;
        const idx = [];
        while (j < t.length && t[j].code === id) idx.push(j++);
        const sp = (ctx.spans[id] ?? "").replace(/\(\)$/, "");
        units.push({ text: /[A-Z]/.test(sp) && /^[A-Za-z_$][\w$]*$/.test(sp) ? sp : sp.toLowerCase(), code: true, idx });
        continue;
      }
      const w = tk.w;
      if (PREPOSITIONS.has(w) || SUBORDINATORS.has(w) || w === "," || w === "(" || w === ")" || w === "and" || w === "or" || MODALS.has(w) || COPULAS.has(w) || w === "\u2014" || w === ".") break;
      if (/^(you|we|they|i|it|he|she|them|us|me|yourself|itself)$/.test(w) || numberValue(w) !== void 0) break;
      if (isAdverb(w) || MANNER.has(w)) {
        j++;
        continue;
      }
      if (units.length && isVerbBaseForm(w) && !["test", "log", "name", "type", "comment", "commit", "change", "build", "release", "merge", "request", "export", "import", "call", "update", "format", "style", "mock", "cache", "query", "patch", "hook", "record", "return", "package", "lock", "tag", "branch", "script", "file", "list", "set", "version"].includes(w)) break;
      units.push({ text: fileLike(w) ?? tk.s, code: false, idx: [j], raw: w });
      j++;
    }
    if (!units.length) break;
    let h = units.length - 1;
    const codeAt = units.findIndex((u) => u.code);
    const lastCode = units.map((u) => u.code).lastIndexOf(true);
    if (codeAt >= 0 && units.slice(lastCode + 1).every((u) => !u.code && CODE_GENERIC.has(u.text))) {
      const codes = units.filter((u) => u.code);
      for (const u of codes.slice(0, -1)) out.push({ head: u.text, mods: [], idx: u.idx });
      h = lastCode;
    }
    let head = units[h].text;
    let modUnits = units.filter((_u, k) => k !== h);
    if (!units[h].code && KIND_TAILS.has(head) && modUnits.length && !modUnits[modUnits.length - 1].code && !GENERIC_WORDS.has(modUnits[modUnits.length - 1].text) && !STOP.has(modUnits[modUnits.length - 1].text) && !/(ed|ing)$/.test(modUnits[modUnits.length - 1].raw ?? "")) {
      head = modUnits[modUnits.length - 1].text;
      modUnits = modUnits.slice(0, -1);
    }
    if (head === "branch" && modUnits.length && !/(ed|ing)$/.test(modUnits[modUnits.length - 1].raw ?? "")) {
      head = modUnits[modUnits.length - 1].text;
      modUnits = modUnits.slice(0, -1);
    }
    const mods = modUnits.filter((u) => !u.code).map((u) => SCOPE_SYNONYMS[u.text] ?? u.text).filter((x) => !STOP.has(x) && !GENERIC_WORDS.has(x) && !CODE_GENERIC.has(x));
    if (own) mods.push("own");
    if (demonstrative && !units[h].code && CODE_GENERIC.has(head)) mods.push("@ref:" + ctx.refId);
    out.push({ head, mods, idx: units.flatMap((u) => u.idx) });
    if (t[j]?.w === "and" || t[j]?.w === "or") {
      j++;
      continue;
    }
    if (t[j]?.w === "," && (t[j + 1]?.w === "and" || t[j + 1]?.w === "or")) {
      j += 2;
      continue;
    }
    break;
  }
  return out;
}
function objectOf(cl, vi, ctx) {
  const t = cl.toks;
  const v = cl.verbBase ?? verbBase(t[vi].w) ?? t[vi].w;
  let nps = nounPhrases(cl, vi + 1, ctx);
  const after = (np) => np.length ? Math.max(...np[np.length - 1].idx) + 1 : vi + 1;
  let j = after(nps);
  while (j < t.length && t[j].code < 0 && (MANNER.has(t[j].w) || isAdverb(t[j].w))) j++;
  if (WITH_OBJECT_VERBS.has(v)) {
    const w = t.findIndex((x, k) => k > vi && x.w === "with");
    if (w > 0) return nounPhrases(cl, w + 1, ctx);
  }
  if (PP_OBJECT_VERBS.has(v) && /^(to|into|onto|against|on)$/.test(t[j]?.w ?? "")) {
    const dest = nounPhrases(cl, j + 1, ctx);
    if (dest.length) nps = dest.map((d) => ({ ...d, mods: [...d.mods, ...nps.flatMap((o) => [o.head, ...o.mods])], idx: [...d.idx, ...nps.flatMap((o) => o.idx)] }));
  }
  return nps.filter((np) => !GENERIC_HEADS.has(np.head) && !STOP.has(np.head) && /[a-z0-9]/.test(np.head));
}
var NET_TARGET = set("network internet api service endpoint server backend http https url web socket");
var NET_REAL = set("real live external remote production prod staging third-party actual upstream outside public");
var NET_HIT = set("touch hit access call reach contact query use talk connect make send perform depend rely");
var NET_FAKE = set("mock stub fake intercept simulate record replay nock msw");
function networkClaim(cl, ctx, out) {
  const t = cl.toks;
  let pol = 0;
  const span = /* @__PURE__ */ new Set();
  for (let i = 0; i < t.length && pol === 0; i++) {
    if (cl.roles[i] !== "main" || t[i].code >= 0) continue;
    const b = verbBase(t[i].w) ?? t[i].s;
    if ((NET_FAKE.has(b) || NET_HIT.has(b)) && i !== cl.verb && !/(ed|ing)$/.test(t[i].w)) continue;
    if (NET_FAKE.has(b) || NET_FAKE.has(t[i].w.replace(/(ed|ing)$/, ""))) {
      for (let k = i + 1; k < Math.min(t.length, i + 5); k++) {
        if (NET_TARGET.has(t[k].s) || /^(request|call|fetch|response)$/.test(t[k].s)) {
          pol = -1;
          for (let q = i; q <= k; q++) span.add(q);
          break;
        }
      }
    } else if (NET_HIT.has(b)) {
      for (let k = i + 1; k < Math.min(t.length, i + 6); k++) {
        if (t[k].s === "network" || t[k].s === "internet") {
          pol = 1;
        } else if (NET_REAL.has(t[k].w)) {
          for (let q = k + 1; q < Math.min(t.length, k + 4); q++) if (NET_TARGET.has(t[q].s)) {
            pol = 1;
            k = q;
            break;
          }
        }
        if (pol) {
          for (let q = i; q <= k; q++) span.add(q);
          break;
        }
      }
    } else if (t[i].w === "offline") {
      pol = -1;
      span.add(i);
    } else if (t[i].w === "network" && /^(access|call|request|calls|requests)$/.test(t[i + 1]?.w ?? "") && (cl.verb < 0 || /^(make|perform|allow|use|need|require)$/.test(cl.verbBase ?? ""))) {
      pol = 1;
      span.add(i);
      span.add(i + 1);
    }
  }
  if (!pol) return false;
  const p = cl.neg ? pol === 1 ? -1 : 1 : pol;
  const scope = scopeOf(cl, span, /* @__PURE__ */ new Set(["network", "internet", "api", "service", "call", "request", "http", "real", "live", "external", "msw", "nock"]), ctx);
  out.push({ key: "concept:network", type: "action", subject: "network access", polarity: p, force: cl.force, conditional: cl.conditional, scope });
  return true;
}
var RESOURCES = [
  { key: "concept:filesystem", subject: "filesystem access", targets: set("disk filesystem file-system fs"), hit: set("write touch access hit use read modify create") },
  { key: "concept:database", subject: "real database access", targets: set("db"), hit: set("hit touch connect") }
];
var RES_FAKE = set("mock stub fake in-memory inmemory simulate");
var RES_REAL = set("real actual live production prod shared");
function resourceClaims(cl, ctx, out) {
  const t = cl.toks;
  let made = false;
  for (const r of RESOURCES) {
    const k = t.findIndex((x, q) => cl.roles[q] === "main" && x.code < 0 && (r.targets.has(x.s) || x.w === "file" && t[q + 1]?.w === "system"));
    if (k < 0) continue;
    let pol = 0;
    let from = k;
    for (let q = Math.max(0, k - 4); q < k; q++) {
      const w = t[q].w;
      if (RES_FAKE.has(w) || RES_FAKE.has(verbBase(w) ?? "") || RES_FAKE.has(w.replace(/(s|ed|ing)$/, ""))) {
        pol = -1;
        from = q;
      }
    }
    if (!pol && cl.verb >= 0 && cl.verb < k && cl.verbBase && r.hit.has(cl.verbBase) && k - cl.verb <= 6) {
      pol = 1;
      from = cl.verb;
    }
    if (!pol && t.slice(Math.max(0, k - 3), k).some((x) => RES_REAL.has(x.w)) && cl.verbBase && !RES_FAKE.has(cl.verbBase)) {
      pol = 1;
      from = Math.max(0, k - 3);
    }
    if (!pol) continue;
    const p = cl.neg ? pol === 1 ? -1 : 1 : pol;
    const span = /* @__PURE__ */ new Set();
    for (let q = from; q <= k; q++) span.add(q);
    if (t[k].w === "file") span.add(k + 1);
    const scope = scopeOf(cl, span, /* @__PURE__ */ new Set([...r.targets, "real", "file", "system", "mock", "jest"]), ctx);
    out.push({ key: r.key, type: "action", subject: r.subject, polarity: p, force: cl.force, conditional: cl.conditional, scope });
    made = true;
  }
  return made;
}
var ASK_WORDS = set("ask confirm check");
var CONFIRM_NOUNS = set("confirmation permission approval consent sign-off signoff go-ahead");
var WITHOUT_ASK = set("asking ask confirmation confirming permission approval consent checking prompting sign-off");
function confirmClaims(cl, ctx, out) {
  const t = cl.toks;
  let made = false;
  const emit = (verb, np, pol, force, exclude) => {
    const head = np?.head ?? "";
    const key = `confirm:${verb}:${head}`;
    const scope = [.../* @__PURE__ */ new Set([...np?.mods ?? [], ...scopeOf(cl, /* @__PURE__ */ new Set([...exclude, ...np?.idx ?? []]), /* @__PURE__ */ new Set([...CONFIRM_NOUNS, "user", "first", "explicit", verb, head]), ctx)])].sort();
    out.push({ key, type: "action", subject: `asking before ${verb === "run" ? "running" : verb}${head ? " " + head : ""}`, polarity: pol, force, conditional: cl.conditional, scope });
    made = true;
  };
  for (let i = 0; i < t.length; i++) {
    if (t[i].code >= 0) continue;
    const w = t[i].w;
    if ((ASK_WORDS.has(verbBase(w) ?? w) || CONFIRM_NOUNS.has(w)) && cl.roles[i] !== "without") {
      const b = t.findIndex((x, k) => k > i && k < i + 7 && (x.w === "before" || x.w === "prior" && t[k + 1]?.w === "to"));
      if (b < 0) continue;
      const g = t[b].w === "prior" ? b + 2 : b + 1;
      const gv = t[g] && t[g].code < 0 ? verbBase(t[g].w) : void 0;
      if (!gv) continue;
      const fake = { ...cl, roles: cl.roles.map((r, k) => k > g && r === "temporal" ? "main" : r) };
      const nps = nounPhrases(fake, g + 1, ctx);
      let np = nps[0];
      if (!np && /^(to|into|onto|on)$/.test(t[g + 1]?.w ?? "")) np = nounPhrases(fake, g + 2, ctx)[0];
      const span = /* @__PURE__ */ new Set();
      for (let k = i; k <= g; k++) span.add(k);
      const quantified = t.slice(g + 1, g + 4).some((x) => /^(any|all|every|each)$/.test(x.w));
      emit(VERB_CLASS[gv] ?? gv, np, cl.neg ? -1 : 1, quantified ? "strong" : cl.force, span);
      return made;
    }
    if (w === "without" && WITHOUT_ASK.has(t[i + 1]?.w ?? "") && cl.verb >= 0 && cl.verb < i) {
      const v = cl.verbBase ?? "";
      const np = objectOf(cl, cl.verb, ctx)[0];
      const span = /* @__PURE__ */ new Set([i, i + 1]);
      emit(VERB_CLASS[v] ?? v, np, cl.neg ? 1 : -1, cl.neg ? cl.force : maxForce("plain", cl.force), span);
      return made;
    }
  }
  return made;
}
function intransitiveUse(cl, vi) {
  let j = vi + 1;
  while (j < cl.toks.length && cl.toks[j].code < 0 && (MANNER.has(cl.toks[j].w) || isAdverb(cl.toks[j].w))) j++;
  const n3 = cl.toks[j];
  return n3 === void 0 || cl.roles[j] !== "main" || n3.w === "." || n3.w === ",";
}
function actionClaims(cl, ctx, out) {
  if (cl.verb < 0 && cl.pred < 0) return;
  const t = cl.toks;
  let vi = cl.verb;
  let v = cl.verbBase;
  let pol = cl.neg ? -1 : 1;
  let force = cl.force;
  let objects = [];
  if (cl.pred >= 0) {
    const adjTok = t[cl.pred];
    const adj = POLICY_ADJ[adjTok?.w ?? ""];
    if (!adj) return;
    pol = adj.pol * (cl.neg ? -1 : 1);
    force = cl.force === "permissive" ? "permissive" : adj.force === "strong" || cl.force === "strong" ? "strong" : adj.force;
    const subj = { ...cl, roles: cl.roles.map((r, k) => k < cl.subjEnd ? r : "carve") };
    const g = t.findIndex((x, k) => k < cl.subjEnd && x.code < 0 && /ing$/.test(x.w) && verbBase(x.w) !== void 0);
    if (g >= 0) {
      v = verbBase(t[g].w);
      vi = g;
      objects = objectOf(subj, g, ctx);
    } else {
      v = "use";
      vi = -1;
      objects = nounPhrases(subj, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
    }
  } else {
    if (!v) return;
    if ((NEG_VERBS[v] || v === "bother") && t[vi + 1] && /ing$/.test(t[vi + 1].w) && verbBase(t[vi + 1].w)) {
      vi = vi + 1;
      v = verbBase(t[vi].w);
    }
    if (!v || NON_CLAIM_VERBS.has(v) && !NEG_VERBS[v] && v !== "prefer" && v !== "favor" && v !== "choose" && v !== "adopt") return;
    if (v === "prefer" || v === "favor" || v === "favour") force = maxForce("weak", force === "plain" ? void 0 : force);
    if (cl.passive) {
      const subj = { ...cl, roles: cl.roles.map((r, k) => k < cl.subjEnd ? r : "carve") };
      objects = nounPhrases(subj, 0, ctx).filter((np) => !GENERIC_HEADS.has(np.head));
    } else objects = objectOf(cl, vi, ctx);
  }
  if (!v) return;
  if (!cl.passive && cl.pred < 0 && !WITH_OBJECT_VERBS.has(v)) {
    const w = t.findIndex((x, k) => k > vi && cl.roles[k] === "main" && x.code < 0 && (x.w === "with" || x.w === "using" || x.w === "via"));
    if (w > 0) {
      const inst = nounPhrases(cl, w + 1, ctx).filter((np) => !GENERIC_HEADS.has(np.head) && !STOP.has(np.head));
      for (const np of inst) {
        const exclude = /* @__PURE__ */ new Set([...np.idx, vi]);
        for (const o of objects) for (const k of o.idx) exclude.add(k);
        const scope = [.../* @__PURE__ */ new Set([...objects.flatMap((o) => [o.head, ...o.mods]), ...scopeOf(cl, exclude, /* @__PURE__ */ new Set([np.head, v]), ctx)])].filter((x) => x && !STOP.has(x)).sort();
        const head = np.head.includes(" ") ? commandHead(np.head) : np.head;
        const label = /[._ ()]/.test(head) ? "`" + head + "`" : head;
        out.push({ key: `act:use:${head}`, type: "action", subject: `use ${label}`, polarity: pol, force, conditional: cl.conditional, scope });
        out.push({ key: `act:run:${head}`, type: "action", subject: `run ${label}`, polarity: pol, force, conditional: cl.conditional, scope });
      }
    }
  }
  let cls = WITH_OBJECT_VERBS.has(v) && t.some((x, k) => k > vi && x.w === "with") ? "use" : VERB_CLASS[v] ?? v;
  if ((cls === "run" || cls === "use") && objects.length === 1 && objects[0].head.startsWith("git ")) {
    const ga = gitAction(objects[0].head);
    if (ga) {
      cls = VERB_CLASS[ga[0]] ?? ga[0];
      objects = [{ head: ga[1], mods: [], idx: objects[0].idx }];
    }
  }
  if (!objects.length && INTRANSITIVE.has(cls) && cl.subjEnd === 0 && !cl.passive && vi >= 0 && isVerbBaseForm(t[vi].w) && intransitiveUse(cl, vi)) objects = [{ head: "", mods: [], idx: [] }];
  for (const np0 of objects) {
    let np = np0;
    if (np.head.includes(" ") && !np.head.startsWith("git ")) np = { ...np, head: commandHead(np.head) };
    if (cls === "use" && PART_NOUNS.has(np.head) && np.mods.length) {
      np = { head: np.mods[np.mods.length - 1], mods: np.mods.slice(0, -1), idx: np.idx };
      cls = "modify";
    }
    const exclude = new Set(np.idx);
    if (vi >= 0) exclude.add(vi);
    const freely = t.findIndex((x) => x.w === "freely" || x.w === "at" && t[t.indexOf(x) + 1]?.w === "will");
    if (freely >= 0 && pol === 1) exclude.add(freely);
    const scope = [.../* @__PURE__ */ new Set([...np.mods.filter((m) => !STOP.has(m) || m === "own"), ...scopeOf(cl, exclude, /* @__PURE__ */ new Set([np.head, v]), ctx)])].sort();
    const label = /[`()]/.test(np.head) || /[._ ]/.test(np.head) ? "`" + np.head + "`" : np.head;
    out.push({ key: `act:${cls}:${np.head}`, type: "action", subject: np.head ? `${cls} ${label}` : cls, polarity: pol, force, conditional: cl.conditional, scope });
    if (freely >= 0 && pol === 1 && np.head) out.push({ key: `confirm:${cls}:${np.head}`, type: "action", subject: `asking before ${cls === "run" ? "running" : cls} ${np.head}`, polarity: -1, force: "permissive", conditional: cl.conditional, scope });
  }
}
var QUALIFIED_FAMILIES = set("programming-language frontend-framework meta-framework");
var QUALIFIER_NOUNS = set("code codebase file module project test source package crate script component page app application component route service sdk library binding client server side port version developer dep environment env interpreter tooling ecosystem style convention idiom syntax feature type hint");
var TOOL_PARTS = set("config configuration setting settings option flag rule plugin preset cache lockfile lock output error warning version docs doc documentation changelog release provider adapter integration extension binding snapshot report log type typing definition folder dir directory workspace member variant");
function qualifierMention(toks, m) {
  let k = m.end;
  if ((toks[k]?.w === "or" || toks[k]?.w === "and" || toks[k]?.w === "/") && toks[k + 1] && toks[k + 2] && !STOP.has(toks[k + 1].w)) k += 2;
  const n3 = toks[k];
  if (n3 === void 0) return false;
  if (n3.code >= 0) return n3.code !== toks[m.end - 1].code;
  if (!QUALIFIED_FAMILIES.has(m.family.id) && (m.family.domain ?? []).includes(n3.s)) return false;
  if (TOOL_PARTS.has(n3.s) || TOOL_PARTS.has(n3.w)) return true;
  if (!QUALIFIED_FAMILIES.has(m.family.id)) return false;
  const wordLike = /^[a-z]/.test(n3.w) && !STOP.has(n3.w) && !PREPOSITIONS.has(n3.w) && !SUBORDINATORS.has(n3.w) && !MODALS.has(n3.w) && !COPULAS.has(n3.w);
  if (QUALIFIER_NOUNS.has(n3.s) || wordLike && verbBase(n3.w) === void 0) return true;
  const after = toks[k + 1];
  const endsPhrase = after === void 0 || after.code >= 0 || !/^[a-z]/.test(after.w) || PREPOSITIONS.has(after.w) || SUBORDINATORS.has(after.w) || after.w === "and" || after.w === "or";
  return wordLike && endsPhrase && m.start > 0;
}
function negatesRole(toks, m) {
  if (toks[m.end]?.w !== "as" || toks[m.end].code >= 0) return false;
  const subject = new Set(m.family.subject.toLowerCase().split(/[\s-]+/).map(stem));
  const words = [];
  for (let k = m.end + 1; k < toks.length; k++) {
    const t = toks[k];
    if (t.code < 0 && (SEPARATORS.has(t.w) || t.w === "," || t.w === "(" || t.w === ")" || PREPOSITIONS.has(t.w) || SUBORDINATORS.has(t.w))) break;
    if (t.code < 0 && DETERMINERS.has(t.w)) continue;
    words.push(t.s);
  }
  if (!words.length || /^(well|much|many|soon|long|needed|necessary|possible|appropriate|usual|before|described|shown|documented)$/.test(words[0])) return false;
  return !words.some((w) => subject.has(w));
}
function specificCommand(toks, m, cl, ctx) {
  const code = toks[m.start].code;
  if (code < 0 || toks[m.end - 1].code !== code) return false;
  const words = (ctx.spans[code] ?? "").trim().split(/\s+/);
  const at = words.findIndex((w) => w.toLowerCase() === m.member || w.toLowerCase() === m.label.toLowerCase());
  if (at < 0) return false;
  const rest = words.slice(at + 1);
  if (!rest.length) return false;
  const purpose = cl.roles.some((r) => r === "purpose");
  return rest.length >= 3 || rest.some((w) => w.startsWith("-")) || rest.length >= 2 && purpose;
}
var NEG_LEAD = /^\W*(you\s+(do|must|should|shall|will)\s+)?(never|not|do not|don'?t'?s?|dont|avoid|no|forbidden|prohibited|anti-?patterns?|bad|wrong|incorrect|banned|disallowed|things to avoid|what not to do|must not)\b/i;
function isNegativeLead(text) {
  return NEG_LEAD.test(text.replace(/^[\s*_#>-]+/, ""));
}
function isLabel(ctoks) {
  const outer = ctoks.filter((t) => t.paren === ctoks[0].paren && t.code < 0 && /[a-z]/.test(t.w));
  if (!outer.length || outer.length > 5) return false;
  return !outer.some((t, k) => MODALS.has(t.w) || COPULAS.has(t.w) || STRONG.has(t.w) || WEAK.has(t.w) || isNegWord(outer, k) || SUBORDINATORS.has(t.w));
}
var LABEL_GENERIC = set("javascript python go .net jvm ruby php swift apple android rust node.js library framework tool test");
function labelNames(label, fam2) {
  const words = fam2.subject.toLowerCase().split(/\s+/).map(stem);
  const head = words[words.length - 1];
  const stems = new Set(label.map((t) => t.s));
  if (!stems.has(head)) return false;
  const others = words.slice(0, -1).filter((w) => !LABEL_GENERIC.has(w));
  return others.length === 0 || others.some((w) => stems.has(w)) || label.filter((t) => /[a-z]/.test(t.w)).length === 1;
}
function analyze(sentence, lex2, lead) {
  const { text, spans } = cleanMarkdown(sentence);
  const toks = tokenize(text, spans);
  const claims = [];
  const words = contentWords(toks, spans);
  if (!toks.length) return { claims, instruction: false, words };
  const mentions = findMentions(toks, lex2);
  const inMention = new Array(toks.length).fill(false);
  for (const m of mentions) for (let k = m.start + 1; k < m.end; k++) inMention[k] = true;
  const ctx = { toks, spans, mentions, lex: lex2, sentenceStems: new Set(toks.map((t) => t.s)), extraScope: [], refId: hash(text) };
  for (const m of mentions) ctx.sentenceStems.add(m.member);
  const sentenceHasIndent = toks.some((t) => t.s === "indent" || t.w === "indentation");
  const sentenceHasTab = toks.some((t) => t.code < 0 && (t.w === "tab" || t.w === "tabs") && !/^(browser|new|open|editor|terminal|other)$/.test(toks[toks.indexOf(t) - 1]?.w ?? ""));
  const leadNeg = lead !== void 0 && NEG_LEAD.test(lead);
  const ranges = splitClauses(toks, inMention);
  let instruction = false;
  let prev;
  let prevFamilies = /* @__PURE__ */ new Set();
  let prevUsage = false;
  let label;
  let pendingCondition;
  let labelScope = [];
  for (let r = 0; r < ranges.length; r++) {
    const idx = ranges[r];
    const ctoks = idx.map((k) => toks[k]);
    if (r === 0 && ranges.length > 1 && toks[ranges[1][0] - 1]?.w === ":" && isLabel(ctoks) && !mentions.some((m) => idx.includes(m.start))) {
      label = ctoks;
      const lscope = /* @__PURE__ */ new Set();
      for (const t of ctoks) {
        if (t.code >= 0) continue;
        const syn = SCOPE_SYNONYMS[t.s];
        if (syn) lscope.add(syn);
        else if (/[a-z]/.test(t.w) && !STOP.has(t.w) && !GENERIC_WORDS.has(t.w) && verbBase(t.w) === void 0) lscope.add(t.s);
      }
      labelScope = [...lscope];
      continue;
    }
    const cl = parseClause(ctoks, idx, r === 1 ? label : void 0);
    cl.roles = assignRoles(ctoks, () => cl.verbBase ?? (cl.pred >= 0 ? "be" : void 0));
    const f = forceOf(ctoks, cl.roles);
    cl.neg = cl.neg !== f.neg;
    cl.lexNeg = f.lexNeg;
    cl.force = maxForce(f.force, cl.force === "plain" ? void 0 : cl.force);
    if (f.force === "permissive" && cl.force !== "strong") cl.force = "permissive";
    cl.conditional = cl.roles.some((x) => x === "cond" || x === "rel");
    cl.universal = ctoks.some((x, k) => cl.roles[k] === "main" && x.code < 0 && /^(all|every|everywhere|only|exclusively|throughout|entire|whole|always|everything)$/.test(x.w));
    if (f.neg && cl.roles.some((x) => x === "without") && !ctoks.some((x, k) => cl.roles[k] === "without" && /^(asking|ask|confirmation|permission|approval)$/.test(x.w))) cl.conditional = true;
    if (f.neg && ctoks.some((x, k) => cl.roles[k] === "temporal" && /^(until|before|unless)$/.test(x.w))) cl.conditional = true;
    const nv = cl.verbBase && !cl.passive ? NEG_VERBS[cl.verbBase] : void 0;
    if (nv) {
      cl.neg = !cl.neg;
      cl.lexNeg = true;
      if (nv === "strong") cl.force = "strong";
      else if (nv === "weak" && cl.force === "plain") cl.force = "weak";
    }
    const imperative = cl.verb >= 0 && cl.subjEnd === 0 && !cl.passive;
    const policyPred = cl.pred >= 0 && POLICY_ADJ[ctoks[cl.pred]?.w ?? ""] !== void 0;
    const modalSubject = cl.subjEnd > 0 && MODALS.has(ctoks[cl.subjEnd]?.w ?? "");
    cl.instruction = imperative || f.marked || nv !== void 0 || policyPred || modalSubject;
    const elliptical = !cl.verbal && prev !== void 0 && (prevFamilies.size > 0 || prevUsage);
    if (!cl.verbal && !f.marked && prev) {
      cl.neg = prev.neg;
      cl.force = prev.force;
      cl.instruction = prev.instruction;
      cl.conditional = cl.conditional || prev.conditional;
    }
    const negLead = leadNeg && r === (label ? 1 : 0);
    if (negLead) {
      if (!f.neg) cl.neg = true;
      cl.instruction = true;
      if (cl.force === "plain") cl.force = /avoid|bad/i.test(lead ?? "") ? "weak" : "strong";
    }
    if (cl.instruction) instruction = true;
    const isQuestion = toks[idx[idx.length - 1] + 1]?.w === "?";
    const lead0 = ctoks[0]?.code < 0 ? ctoks[0].w : "";
    const subordinate = SUBORDINATORS.has(lead0) && !/^(so|that|what|how|why|which|who)$/.test(lead0);
    ctx.extraScope = labelScope;
    if (pendingCondition) {
      cl.conditional = true;
      ctx.extraScope = [...labelScope, ...pendingCondition];
      pendingCondition = void 0;
    }
    if (subordinate) {
      if (COND_WORDS.has(lead0) || /^(once|after|before|until)$/.test(lead0)) {
        pendingCondition = ctoks.filter((x, k) => k > 0 && x.code < 0 && /[a-z]/.test(x.w) && !STOP.has(x.w) && !PREPOSITIONS.has(x.w) && !GENERIC_WORDS.has(x.w) && !MODALS.has(x.w) && !COPULAS.has(x.w)).map((x) => SCOPE_SYNONYMS[x.s] ?? x.s);
      }
      prev = cl;
      prevFamilies = /* @__PURE__ */ new Set();
      prevUsage = false;
      continue;
    }
    prev = cl;
    const famsHere = /* @__PURE__ */ new Set();
    prevUsage = cl.instruction && cl.verbBase !== void 0 && !NON_USAGE_VERBS.has(cl.verbBase);
    if (isQuestion) {
      prevFamilies = famsHere;
      continue;
    }
    const used = /* @__PURE__ */ new Set();
    const local = new Map(idx.map((g, l) => [g, l]));
    const negAt = ctoks.findIndex((_t, k) => cl.roles[k] === "main" && isNegWord(ctoks, k));
    const indRaw = indentMentions(cl, sentenceHasIndent, sentenceHasTab);
    const covered = (k) => indRaw.some((m) => k >= m.start && k < m.end) || mentions.some((m) => {
      const st = local.get(m.start);
      return st !== void 0 && k >= st && k < st + (m.end - m.start);
    });
    const bareChoice = !cl.verbal && !cl.label && r === 0 && ranges.length <= 3 && !toks.some((x) => x.code < 0 && (x.w === ":" || x.w === "\u2014")) && ctoks.some((_x, k) => covered(k)) && ctoks.every((x, k) => x.code >= 0 || !/[a-z0-9]/.test(x.w) || /^(only|exclusively|please|always)$/.test(x.w) || covered(k)) && new Set(mentions.map((m) => m.family.id)).size <= 1;
    const usage = cl.verbBase !== void 0 && (!NON_USAGE_VERBS.has(cl.verbBase) || cl.verbBase === "go" && /^(through|via)$/.test(ctoks[cl.verb + 1]?.w ?? ""));
    const admit = (m) => {
      const role = cl.roles[m.start];
      const before2 = ctoks[m.start - 2];
      const namesPrev = role === "paren" && ctoks[m.start - 1]?.w === "(" && before2 !== void 0 && (before2.code >= 0 || CODE_GENERIC.has(before2.s) || MEMBER_TAILS.has(before2.s));
      if (role !== "main" && role !== "altneg" && role !== "altpos" && !namesPrev) return void 0;
      const first = ctoks[m.start];
      if (ctoks[m.end - 1].poss) return void 0;
      if (first.code >= 0) {
        for (let k = m.start - 1; k >= 0 && ctoks[k].code === first.code; k--) if (!LAUNCHERS.has(ctoks[k].w)) return void 0;
      }
      if (qualifierMention(ctoks, m)) return void 0;
      if (cl.neg && (negatesRole(ctoks, m) || specificCommand(ctoks, m, cl, ctx))) return void 0;
      if (m.family.id === "programming-language" && !cl.instruction && !(cl.passive && /^(write|implement|code|build|program|develop)$/.test(cl.verbBase ?? "") && ctoks[m.start - 1]?.w === "in")) return void 0;
      let pol = cl.neg ? -1 : 1;
      if (role === "altneg") {
        if (cl.force === "plain") m.force = "strong";
        return -1;
      }
      if (role === "altpos") return 1;
      const prevW = ctoks[m.start - 1]?.w;
      if (prevW === "from" && cl.verbBase && /^(migrate|switch|move|port|convert|transition)$/.test(cl.verbBase)) return -1;
      if (cl.verbBase === "replace" && cl.verb >= 0 && m.start > cl.verb && !ctoks.slice(cl.verb, m.start).some((x) => x.w === "with" || x.w === "by")) return -1;
      if (cl.label) return labelNames(cl.label, m.family) ? pol : void 0;
      if (!cl.verbal) {
        if (negLead) return -1;
        if (elliptical && (prevFamilies.has(m.family.id) || prevUsage)) return pol;
        if (bareChoice) return pol;
        return void 0;
      }
      const subjectHasTopic = () => {
        const topic = /* @__PURE__ */ new Set([...m.family.domain ?? [], ...m.family.subject.toLowerCase().split(/\s+/).map(stem)]);
        const targets = m.family.targeted === "naming" ? NAMING_TARGETS : m.family.targeted === "language" ? LANGUAGE_TARGETS : void 0;
        return ctoks.slice(0, cl.subjEnd).some((x) => topic.has(x.s) || targets && (targets[x.s] || targets[x.w]));
      };
      if (cl.pred >= 0) {
        const subj = ctoks.slice(0, cl.subjEnd).filter((x) => x.code < 0 && !/^(a|an|the|our|your|my)$/.test(x.w));
        const genericSubject = subj.length > 0 && subj.every((x) => /^(this|it|we|project|repo|codebase|package|app|library|service|monorepo|here)$/.test(x.s));
        if (m.start >= cl.pred) return subjectHasTopic() || genericSubject && !QUALIFIED_FAMILIES.has(m.family.id) ? pol : void 0;
        if (m.start < cl.subjEnd && policyPred) {
          const adj = POLICY_ADJ[ctoks[cl.pred].w];
          return adj.pol * (cl.neg ? -1 : 1);
        }
        if (m.start < cl.subjEnd) {
          const head = stem(m.family.subject.toLowerCase().split(/\s+/).pop() ?? "");
          if (ctoks.slice(cl.pred).some((x) => x.s === head)) return pol;
        }
        return void 0;
      }
      if (cl.verb < 0) return void 0;
      if (cl.passive) {
        if (!(m.start < cl.subjEnd || m.start >= cl.verb)) return void 0;
      } else if (m.start < cl.verb) {
        if (!(cl.subjEnd > 0 && m.end === cl.subjEnd && cl.verbBase && (m.family.domain ?? []).includes(cl.verbBase))) return void 0;
      }
      if (!usage && !negLead && !(cl.verbBase && (m.family.domain ?? []).includes(cl.verbBase))) return void 0;
      if (cl.neg && !cl.lexNeg && negAt > m.start && !(cl.passive && m.start < cl.subjEnd)) return void 0;
      if (cl.neg && negAt >= 0 && ctoks[negAt].w === "no" && negAt < cl.subjEnd && m.start > cl.subjEnd) return void 0;
      if (negLead && !f.neg) pol = -1;
      return pol;
    };
    const raw = [];
    for (const m of mentions) {
      const st = local.get(m.start);
      if (st === void 0) continue;
      if (m.ambiguous && !clauseHasContext(ctx, m.family) && !mentions.some((o) => o !== m && o.family === m.family && o.member !== m.member)) continue;
      raw.push({ start: st, end: st + (m.end - m.start), family: m.family, member: m.member, label: m.label });
    }
    const before = claims.length;
    const canClaim = cl.verbal || cl.label !== void 0 || negLead || elliptical || bareChoice;
    if (canClaim) versionClaims(cl, ctx, used, claims);
    const ind = canClaim ? indRaw : [];
    const per = cl.verbal && cl.instruction || !cl.verbal ? perMentions(cl) : [];
    const extra = [...ind, ...per.map((p) => p.m)];
    for (const m of extra) m.pol = cl.neg ? -1 : 1;
    const overlaps = (m) => {
      if (m.family.id === "programming-language") {
        for (let k = m.start; k < m.end; k++) if (used.has(k)) return true;
      }
      return extra.some((o) => o.start < m.end && m.start < o.end);
    };
    const admitted = [];
    for (const m of raw) {
      if (overlaps(m)) continue;
      const pol = admit(m);
      if (pol === void 0) continue;
      m.pol = pol;
      admitted.push(m);
      famsHere.add(m.family.id);
    }
    if (ind.length && !(cl.instruction || usage || cl.label || negLead || elliptical || bareChoice)) ind.length = 0;
    makeChoiceClaims(cl, ctx, [...admitted, ...ind, ...per.map((p) => p.m)], claims);
    for (const m of [...admitted, ...extra]) for (let k = m.start; k < m.end; k++) used.add(k);
    prevFamilies = famsHere;
    if (!cl.verbal) {
      if (cl.label === void 0 && ctoks.some((x) => /^(max|maximum|min|minimum|limit)$/.test(x.w))) numberClaims(cl, ctx, used, claims);
      else if (cl.label !== void 0 && ctoks.some((x) => numberValue(x.w) !== void 0)) {
        const lab = cl.label;
        const merged = { ...cl, toks: [...lab, ...ctoks], roles: [...lab.map(() => "main"), ...cl.roles], verb: -1, instruction: true };
        const before2 = claims.length;
        const saved = ctx.extraScope;
        ctx.extraScope = [];
        numberClaims(merged, ctx, new Set([...used].map((k) => k + lab.length)), claims);
        ctx.extraScope = saved;
        if (claims.length > before2) instruction = true;
      }
      continue;
    }
    const choices = claims.length;
    numberClaims(cl, ctx, used, claims);
    if (claims.length > choices && choices === before && cl.instruction && cl.verbBase && !NON_USAGE_VERBS.has(cl.verbBase) && cl.subjEnd === 0) actionClaims(cl, ctx, claims);
    const touched = networkClaim(cl, ctx, claims) || resourceClaims(cl, ctx, claims);
    if (claims.length > before || touched) continue;
    if (!cl.instruction) continue;
    if (confirmClaims(cl, ctx, claims)) continue;
    actionClaims(cl, ctx, claims);
  }
  if (danglingLeadIn(toks)) return { claims: [], instruction, words };
  return { claims: dedupeClaims(claims), instruction, words };
}
function danglingLeadIn(toks) {
  const n3 = toks.length;
  if (n3 < 2 || toks[n3 - 1].code >= 0 || toks[n3 - 1].w !== ":") return false;
  const last = toks[n3 - 2];
  if (last.code >= 0) return false;
  const w = last.w;
  if (PREPOSITIONS.has(w) || DETERMINERS.has(w) || w === "not" || w === "never" || w === "following" || /^(you|we|they|it|them|to)$/.test(w)) return true;
  const prev = toks[n3 - 3];
  return isVerbBaseForm(w) && verbBase(w) !== void 0 && (prev === void 0 || prev.code < 0 && (LEAD_ADVERBS.has(prev.w) || MODALS.has(prev.w) || prev.w === "not" || prev.w === "and" || prev.w === "or"));
}
function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}
function dedupeClaims(cs) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const c of cs) {
    const k = JSON.stringify([c.key, c.member, c.polarity, c.value, c.cmp, c.version, c.scope, c.targets]);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c);
  }
  return out;
}
var DUP_STOP = set("always never must should please do not no make sure ensure you we the a an to of for in on and or is are be it this that all any every each when if with by as at from into your our only also just use using used prefer instead rather than over avoid");
function contentWords(toks, spans) {
  const out = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  for (const t of toks) {
    if (t.code >= 0) {
      const sp = (spans[t.code] ?? "").toLowerCase();
      if (!seen.has(t.code)) out.add(/^[a-z][a-z0-9_-]*$/.test(sp) ? stem(sp) : "`" + sp + "`");
      seen.add(t.code);
      continue;
    }
    if (!/[a-z0-9%]/.test(t.w) || DUP_STOP.has(t.w)) continue;
    const n3 = numberValue(t.w);
    out.add(n3 !== void 0 ? String(n3) : t.s);
  }
  return [...out].sort();
}

// src/core/contradictions/extract.ts
var FENCE = /^(\s*)(`{3,}|~{3,})/;
var HEADING = /^\s{0,3}#{1,6}(\s|$)/;
var HR = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
var SETEXT = /^\s{0,3}(=+|-+)\s*$/;
var LIST = /^(\s*)([-*+]|\d{1,9}[.)])(\s+)(.*)$/;
var TABLE_SEP = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
var TAG_ONLY = /^\s*(<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>\s*)+$/;
function blankComments(text) {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, (m) => m.replace(/[^\n]/g, " "));
}
function indentOf(s) {
  let n3 = 0;
  for (const c of s) {
    if (c === " ") n3++;
    else if (c === "	") n3 += 4 - n3 % 4;
    else break;
  }
  return n3;
}
var NEG_HEADING = /^(#+\s*)?([❌🚫⛔✗✘]\s*)?(don'?t'?s?|do not|never|avoid|anti-?patterns?|forbidden|prohibited|what not to do|things to avoid|bad|wrong|incorrect|banned|not allowed|never do( this| these)?|must not)\b[^a-z]*$/i;
function blocks(lines) {
  const out = [];
  let cur;
  let fence;
  let prevBlank = true;
  let inList = false;
  let listIndent = 0;
  let headingLead;
  let paraLead;
  let parents = [];
  const flush = () => {
    if (cur && cur.lines.length) out.push(cur);
    cur = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].text.replace(/\r$/, "");
    const ln = lines[i].n;
    if (fence) {
      const m = FENCE.exec(raw);
      if (m && m[2][0] === fence.ch && m[2].length >= fence.len && raw.trim().replace(/^[`~]+/, "") === "") fence = void 0;
      prevBlank = false;
      continue;
    }
    const fm = FENCE.exec(raw);
    if (fm) {
      flush();
      fence = { ch: fm[2][0], len: fm[2].length };
      continue;
    }
    if (!raw.trim()) {
      flush();
      prevBlank = true;
      continue;
    }
    const ind = indentOf(raw);
    if (prevBlank && ind >= (inList ? listIndent + 4 : 4)) {
      flush();
      continue;
    }
    let text = raw;
    while (/^\s{0,3}>\s?/.test(text)) text = text.replace(/^\s{0,3}>\s?/, "");
    if (HEADING.test(text)) {
      flush();
      headingLead = NEG_HEADING.test(text.trim()) ? text.replace(/^\s*#+\s*/, "").trim() : void 0;
      paraLead = void 0;
      parents = [];
      inList = false;
      prevBlank = false;
      continue;
    }
    if (cur?.kind === "prose" && cur.lines.length === 1 && SETEXT.test(text) && !LIST.test(text)) {
      headingLead = NEG_HEADING.test(cur.lines[0].text.trim()) ? cur.lines[0].text.trim() : void 0;
      cur = void 0;
      prevBlank = false;
      continue;
    }
    if (HR.test(text)) {
      flush();
      prevBlank = false;
      continue;
    }
    if (text.includes("|") && (/^\s*\|/.test(text) || TABLE_SEP.test(lines[i + 1]?.text ?? "") || TABLE_SEP.test(text) || i > 0 && TABLE_SEP.test(lines[i - 1].text))) {
      flush();
      prevBlank = false;
      continue;
    }
    if (TAG_ONLY.test(text)) {
      flush();
      prevBlank = false;
      continue;
    }
    const li = LIST.exec(text);
    if (li && !(cur?.kind === "prose" && !prevBlank && /^\d/.test(li[2]) && li[2] !== "1." && li[2] !== "1)")) {
      flush();
      const itemIndent = indentOf(li[1]);
      while (parents.length && parents[parents.length - 1].marker >= itemIndent) parents.pop();
      const parent = parents[parents.length - 1];
      let lead;
      if (parent) lead = endsWithColon(parent.text) ? parent.text : parent.lead;
      else lead = paraLead ?? headingLead;
      if (lead !== void 0 && !isNegativeLead(lead)) lead = void 0;
      const itemText = li[4].replace(/^\[[ xX]\]\s+/, "");
      cur = { kind: /^\d/.test(li[2]) ? "numbered" : "bullet", lines: [{ n: ln, text: itemText }], indent: itemIndent + li[2].length + li[3].length, lead };
      parents.push({ marker: itemIndent, text: itemText, lead });
      inList = true;
      listIndent = cur.indent;
      prevBlank = false;
      continue;
    }
    if (cur && !(prevBlank && cur.kind !== "prose")) {
      cur.lines.push({ n: ln, text: text.trim() });
      if (cur.kind !== "prose" && parents.length) parents[parents.length - 1].text += " " + text.trim();
    } else {
      flush();
      if (inList && ind < listIndent && prevBlank) {
        inList = false;
        parents = [];
      }
      const hl = headingLead !== void 0 && isNegativeLead(headingLead) ? headingLead : void 0;
      cur = { kind: "prose", lines: [{ n: ln, text: text.trim() }], indent: ind, lead: inList ? void 0 : hl };
      if (!inList) paraLead = void 0;
    }
    prevBlank = false;
    if (cur.kind === "prose") paraLead = endsWithColon(text) ? cur.lines.map((l) => l.text).join(" ") : void 0;
  }
  flush();
  return out;
}
function endsWithColon(t) {
  return /:\s*$/.test(t.replace(/[*_`\s]+$/, ""));
}
var ABBREV = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|esp|no|fig|ch|sec|ex|min|max|avg|ca)|\b[A-Za-z])\.$/i;
function sentences(b) {
  let text = "";
  const starts = [];
  for (const l of b.lines) {
    starts.push(text.length);
    text += (text ? " " : "") + l.text;
    if (starts.length > 1) starts[starts.length - 1] += 1;
  }
  starts[0] = 0;
  const lineAt2 = (off) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1] <= off) k++;
    return b.lines[k].n;
  };
  const out = [];
  let s = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "`") {
      const run = /^`+/.exec(text.slice(i))[0];
      const close = text.indexOf(run, i + run.length);
      i = close < 0 ? i + run.length : close + run.length;
      continue;
    }
    let e = i + 1;
    while (e < text.length && /[*_"')\]]/.test(text[e]) && (c !== "." || text[e] !== ")")) e++;
    if ((c === "." || c === "!" || c === "?") && (e >= text.length || /\s/.test(text[e]))) {
      const before = text.slice(s, e);
      const rest = text.slice(e).trimStart();
      const nextOk = rest === "" || c !== "." || /^[\p{Lu}\d`"'*_([❌✅⚠]/u.test(rest);
      if (nextOk && !(c === "." && ABBREV.test(before))) {
        out.push({ text: before.trim(), line: lineAt2(s + (before.length - before.trimStart().length)), endLine: lineAt2(i) });
        s = e;
        i = e;
        continue;
      }
    }
    i++;
  }
  const tail = text.slice(s);
  if (tail.trim()) out.push({ text: tail.trim(), line: lineAt2(s + (tail.length - tail.trimStart().length)), endLine: lineAt2(text.length - 1) });
  return out;
}
function displayText(s) {
  return s.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2").replace(/(^|[\s(])[*_](?=\S)([^*_]*?\S)[*_](?=[\s.,;:!?)]|$)/g, "$1$2").replace(/\s+/g, " ").trim();
}
function notADirective(s) {
  const plain = s.replace(/`[^`]*`/g, "").replace(/[\s*_.,:;!?()[\]'"\-—–>=|#/\\]+/g, "");
  if (!new RegExp("\\p{L}", "u").test(plain)) return true;
  if (/^\s*(\*\*|__)?`[^`]+`(\*\*|__)?\s*(\(|[-–—:=→]|->)/.test(s)) return true;
  if (/^\s*(e\.g\.|for example|for instance|example:)/i.test(s)) return true;
  if (/\?\s*$/.test(s)) return true;
  if (/^\s*(see|refer to)\s+(`[^`]*`|\S+\.(md|txt))\.?\s*$/i.test(s)) return true;
  return false;
}
function extractDirectives(path5, text, lexicon = builtinLexicon()) {
  const fm = parseFrontmatter(text);
  const body = blankComments(fm.present ? fm.body : text.replace(/^\uFEFF/, ""));
  const offset = fm.present ? fm.lines : 0;
  const lines = body.split("\n").map((t, k) => ({ n: k + 1 + offset, text: t }));
  const out = [];
  blocks(lines).forEach((b, blockIndex) => {
    for (const p of sentences(b)) {
      if (notADirective(p.text)) continue;
      const shown = displayText(p.text);
      const lead = b.lead !== void 0 ? displayText(b.lead).replace(/[*_\s]+$/, "").replace(/:\s*$/, "").trim() : void 0;
      const a = analyze(shown, lexicon, lead);
      const d = { path: path5, line: p.line, text: shown, block: b.kind, blockIndex, instruction: a.instruction, claims: a.claims, words: a.words };
      if (p.endLine !== p.line) d.endLine = p.endLine;
      if (lead) d.lead = lead;
      out.push(d);
    }
  });
  return out;
}

// src/core/contradictions/conflicts.ts
var KIND_RANK = { "exclusive-choice": 5, version: 4, numeric: 3, polarity: 2, duplicate: 1 };
function sameMember(a, b) {
  if (a === b) return true;
  if (a === "spaces" && b?.startsWith("spaces:")) return true;
  if (b === "spaces" && a?.startsWith("spaces:")) return true;
  return false;
}
function subset(a, b) {
  return a.every((x) => b.includes(x));
}
function scopesClash(x, y, kind) {
  let sx = x.scope;
  let sy = y.scope;
  if (x.targets && y.targets) {
    const tx = x.targets.filter((t) => t !== "*");
    const ty = y.targets.filter((t) => t !== "*");
    if (tx.length && ty.length && !tx.some((t) => ty.includes(t))) return false;
    if (tx.length && !ty.length) sx = [...sx, "t:target"];
    if (ty.length && !tx.length) sy = [...sy, "t:target"];
  }
  if (x.conditional) sx = [...sx, "c:cond"];
  if (y.conditional) sy = [...sy, "c:cond"];
  const xInY = subset(sx, sy);
  const yInX = subset(sy, sx);
  if (xInY && yInX) return true;
  if (!xInY && !yInX) return false;
  if (x.conditional && y.conditional) return false;
  const [broad, narrow] = xInY ? [x, y] : [y, x];
  if (narrow.force === "permissive" || narrow.conditional && !broad.conditional) return false;
  if (narrow.scope.some((q) => q.startsWith("@ref:") && !broad.scope.includes(q))) return false;
  if (kind === "exclusive-choice" || kind === "numeric") return false;
  if (broad.force === "weak") return false;
  return broad.force === "strong";
}
function numbersClash(a, b) {
  const x = a.value ?? NaN;
  const y = b.value ?? NaN;
  if (!(x === x && y === y) || x === y) return false;
  const ca = a.cmp ?? "eq";
  const cb = b.cmp ?? "eq";
  if (ca === "max" && cb === "min") return y > x;
  if (ca === "min" && cb === "max") return x > y;
  return true;
}
function versionsClash(a, b) {
  const stated = (c) => c.floor ? c.vmin ?? c.vmax : c.vmin && c.vmax ? c.vmin : void 0;
  const va = stated(a);
  const vb = stated(b);
  if (va && vb) return cmpVersion(va, vb) !== 0;
  if (a.vmax && b.vmin && cmpVersion(a.vmax, b.vmin) < 0) return true;
  if (b.vmax && a.vmin && cmpVersion(b.vmax, a.vmin) < 0) return true;
  return false;
}
var bothPermissive = (x, y) => x.force === "permissive" && y.force === "permissive";
function compareClaims(x, y) {
  if (x.key !== y.key) return void 0;
  let kind;
  switch (x.type) {
    case "choice":
      if (!sameMember(x.member, y.member)) {
        if (x.polarity === 1 && y.polarity === 1 && x.force !== "permissive" && y.force !== "permissive") kind = "exclusive-choice";
      } else if (x.polarity !== y.polarity && !bothPermissive(x, y)) kind = "polarity";
      break;
    case "number":
      if (x.polarity === 1 && y.polarity === 1 && numbersClash(x, y)) kind = "numeric";
      break;
    case "version":
      if (versionsClash(x, y)) kind = "version";
      break;
    case "action":
      if (x.polarity !== y.polarity && !bothPermissive(x, y)) kind = "polarity";
      break;
  }
  if (!kind) return void 0;
  return scopesClash(x, y, kind) ? kind : void 0;
}
function sameClaim(x, y) {
  if (x.key !== y.key || x.polarity !== y.polarity) return false;
  if (x.type === "choice" && x.member !== y.member) return false;
  if (x.type === "number" && (x.value !== y.value || x.cmp !== y.cmp)) return false;
  if (x.type === "version" && x.version !== y.version) return false;
  if (x.targets && y.targets && x.targets.join() !== y.targets.join()) return false;
  return subset(x.scope, y.scope) || subset(y.scope, x.scope);
}
function sameWords(A, B) {
  if (!A.size || !B.size) return false;
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const small = Math.min(A.size, B.size);
  const big = Math.max(A.size, B.size);
  if (inter === small && big - small <= 2) return true;
  return inter / (A.size + B.size - inter) >= 0.75;
}
function normText(t) {
  return t.toLowerCase().replace(/[^\p{L}\p{N}`]+/gu, " ").trim();
}
function quote(t) {
  const s = t.replace(/\s+/g, " ").trim();
  return s.length > 70 ? s.slice(0, 67).trimEnd() + "\u2026" : s;
}
function hintFor(kind, subject, later) {
  const at = `${later.path}:${later.line}`;
  switch (kind) {
    case "exclusive-choice":
      return `Both load together, so Claude Code is told to use two different options for ${subject} and may follow either (the later one, ${at}, often wins). Keep one; if each is right somewhere, narrow one explicitly ("in tests", "for scripts/") or move it to a rule with \`paths:\`.`;
    case "polarity":
      return `One says do, the other says don't (${subject}). Delete one, or turn the narrower one into an explicit exception ("\u2026 except in tests") or a rule with \`paths:\` so both can hold.`;
    case "numeric":
      return `Two different values for ${subject} are loaded together. Keep one value in one place (the later one, ${at}, is what Claude Code reads last).`;
    case "version":
      return `The files disagree on the ${subject}. State it once, where it is maintained, and import or reference that file instead of repeating it.`;
    case "duplicate":
      return `The same instruction is loaded twice in this context, which wastes context and lets the copies drift apart. Keep it in one file and import or reference that file where it is needed.`;
  }
}
function describeClaim(c) {
  return c.subject;
}
var lexicons = /* @__PURE__ */ new Map();
var readings = /* @__PURE__ */ new Map();
function configuredLexicon(families) {
  const key = JSON.stringify(families);
  let l = lexicons.get(key);
  if (!l) {
    if (lexicons.size > 16) lexicons.clear();
    l = buildLexicon(families);
    lexicons.set(key, l);
  }
  return l;
}
function reanalyze(d, lex2) {
  const key = `${lex2.id}\0${d.lead ?? ""}\0${d.text}`;
  let c = readings.get(key);
  if (!c) {
    if (readings.size > 5e4) readings.clear();
    c = analyze(d.text, lex2, d.lead).claims;
    readings.set(key, c);
  }
  return c;
}
function findConflicts(directives, contexts, opts = {}) {
  const lex2 = opts.families?.length ? configuredLexicon(opts.families) : void 0;
  const where = /* @__PURE__ */ new Map();
  contexts.forEach(
    (c, ci) => c.files.forEach((f, fi) => {
      let m = where.get(f);
      if (!m) where.set(f, m = /* @__PURE__ */ new Map());
      if (!m.has(ci)) m.set(ci, fi);
    })
  );
  const items = [];
  const paths = [...directives.keys()].filter((p) => where.has(p)).sort();
  paths.forEach((path5, file) => {
    (directives.get(path5) ?? []).forEach((d, seq) => {
      const claims = lex2 ? reanalyze(d, lex2) : d.claims;
      items.push({ d, claims, seq, file, words: new Set(d.words), leadIn: /:\s*$/.test(d.text) });
    });
  });
  const ctxOf = paths.map((p) => [...where.get(p).keys()].sort((x, y) => x - y));
  const common = /* @__PURE__ */ new Map();
  const sharedContexts = (p, q) => {
    const k = p < q ? p * paths.length + q : q * paths.length + p;
    let r = common.get(k);
    if (!r) {
      const b = where.get(paths[q]);
      r = ctxOf[p].filter((ci) => b.has(ci));
      common.set(k, r);
    }
    return r;
  };
  const found = /* @__PURE__ */ new Map();
  const consider = (i, j, kind, subject) => {
    if (i === j) return;
    const di = items[i].d;
    const dj = items[j].d;
    if (di.path === dj.path && di.blockIndex === dj.blockIndex) return;
    const [p, q] = i < j ? [i, j] : [j, i];
    const ctx = sharedContexts(items[p].file, items[q].file);
    if (!ctx.length) return;
    const key = p * items.length + q;
    const prev = found.get(key);
    if (prev && KIND_RANK[prev.kind] >= KIND_RANK[kind]) return;
    found.set(key, { i: p, j: q, kind, subject, ctx });
  };
  const byKey = /* @__PURE__ */ new Map();
  items.forEach((it, n3) => {
    for (const c of it.claims) {
      const l = byKey.get(c.key);
      if (l) l.push({ item: n3, claim: c });
      else byKey.set(c.key, [{ item: n3, claim: c }]);
    }
  });
  const groupsOf = (list2) => {
    const m = /* @__PURE__ */ new Map();
    for (const e of list2) {
      const c = e.claim;
      const k = `${c.member ?? ""}|${c.polarity}|${c.value ?? ""}|${c.cmp ?? ""}|${c.version ?? ""}|${c.force === "permissive" ? "p" : ""}`;
      const g = m.get(k);
      if (g) g.push(e);
      else m.set(k, [e]);
    }
    return [...m.values()];
  };
  const grouped = [...byKey.values()].map(groupsOf);
  for (const groups of grouped) {
    for (let g = 0; g < groups.length; g++) {
      for (let h = g + 1; h < groups.length; h++) {
        const probe = compareClaims({ ...groups[g][0].claim, scope: [], conditional: false, targets: void 0 }, { ...groups[h][0].claim, scope: [], conditional: false, targets: void 0 });
        if (!probe) continue;
        for (const A of groups[g]) {
          for (const B of groups[h]) {
            if (A.item === B.item) continue;
            const kind = compareClaims(A.claim, B.claim);
            if (kind) consider(A.item, B.item, kind, describeClaim(A.claim));
          }
        }
      }
    }
  }
  const contradicted = new Set(found.keys());
  const dup = (i, j, subject) => {
    const key = i < j ? i * items.length + j : j * items.length + i;
    if (contradicted.has(key) || found.has(key)) return;
    consider(i, j, "duplicate", subject);
  };
  const tryDup = (A, B) => {
    if (A.item === B.item || items[A.item].leadIn || items[B.item].leadIn) return;
    if (!sharedContexts(items[A.item].file, items[B.item].file).length) return;
    if (sameClaim(A.claim, B.claim) && sameWords(items[A.item].words, items[B.item].words)) dup(A.item, B.item, describeClaim(A.claim));
  };
  for (const groups of grouped) {
    for (const group of groups) {
      const byScope = /* @__PURE__ */ new Map();
      for (const e of group) {
        const k = e.claim.scope.join("\0") + (e.claim.conditional ? "" : "");
        const l = byScope.get(k);
        if (l) l.push(e);
        else byScope.set(k, [e]);
      }
      const universal = byScope.get("") ?? [];
      for (const [k, l] of byScope) {
        for (let x = 0; x < l.length; x++) for (let y = x + 1; y < l.length; y++) tryDup(l[x], l[y]);
        if (k !== "") for (const A of universal) for (const B of l) tryDup(A, B);
      }
    }
  }
  const byText = /* @__PURE__ */ new Map();
  items.forEach((it, n3) => {
    if (!it.d.instruction || it.d.words.length < 4 || it.leadIn) return;
    const k = normText(it.d.text);
    const l = byText.get(k);
    if (l) l.push(n3);
    else byText.set(k, [n3]);
  });
  for (const l of byText.values()) for (let x = 0; x < l.length; x++) for (let y = x + 1; y < l.length; y++) dup(l[x], l[y], "repeated instruction");
  const out = [];
  for (const f of found.values()) {
    const first = f.ctx[0];
    const pos = (n3) => [where.get(items[n3].d.path).get(first), items[n3].d.line, items[n3].seq];
    const pi = pos(f.i);
    const pj = pos(f.j);
    const iFirst = pi[0] !== pj[0] ? pi[0] < pj[0] : pi[1] !== pj[1] ? pi[1] < pj[1] : pi[2] <= pj[2];
    const [a, b] = iFirst ? [items[f.i].d, items[f.j].d] : [items[f.j].d, items[f.i].d];
    const [pa, pb] = iFirst ? [pi, pj] : [pj, pi];
    const rule = f.kind === "duplicate" ? "duplicate" : "contradiction";
    const message = rule === "duplicate" ? `"${quote(b.text)}" (${b.path}:${b.line}) repeats "${quote(a.text)}" (${a.path}:${a.line}): ${f.subject}` : `"${quote(a.text)}" (${a.path}:${a.line}) conflicts with "${quote(b.text)}" (${b.path}:${b.line}): ${f.subject}`;
    out.push({
      c: { rule, kind: f.kind, subject: f.subject, a, b, contexts: f.ctx.map((ci) => contexts[ci].id), message, hint: hintFor(f.kind, f.subject, b) },
      sort: [rule === "contradiction" ? 0 : 1, first, ...pa, ...pb]
    });
  }
  out.sort((x, y) => {
    for (let k = 0; k < x.sort.length; k++) if (x.sort[k] !== y.sort[k]) return x.sort[k] - y.sort[k];
    return x.c.a.path < y.c.a.path ? -1 : x.c.a.path > y.c.a.path ? 1 : 0;
  });
  return out.map((x) => x.c);
}

// src/core/contradictions/index.ts
function extractDirectives2(path5, text) {
  return extractDirectives(path5, text);
}

// src/core/review/conflicts.ts
var cache = /* @__PURE__ */ new Map();
function directivesOf2(path5, sha, raw) {
  const key = `${path5}\0${sha}`;
  let d = cache.get(key);
  if (!d) {
    d = extractDirectives2(path5, raw);
    if (cache.size > 2e4) cache.clear();
    cache.set(key, d);
  }
  return d;
}
var norm2 = (s) => s.toLowerCase().replace(/\s+/g, " ").trim();
function detectConflicts(side2, config) {
  const directives = /* @__PURE__ */ new Map();
  for (const [path5, e] of side2.sources) if (e.raw !== void 0) directives.set(path5, directivesOf2(path5, e.source.sha256, e.raw));
  const contexts = side2.contexts.map((c) => ({ id: c.id, label: c.label, files: c.sources.map((s) => s.path) }));
  const conflicts = findConflicts(directives, contexts, { families: config.contradictions.families });
  return conflicts.map(
    (c) => finding(
      c.rule,
      c.message,
      [
        { path: c.a.path, line: c.a.line, ...c.a.endLine && c.a.endLine !== c.a.line ? { endLine: c.a.endLine } : {} },
        { path: c.b.path, line: c.b.line, ...c.b.endLine && c.b.endLine !== c.b.line ? { endLine: c.b.endLine } : {} }
      ],
      c.contexts,
      // identity without line numbers: the same pair stays the same finding when lines move
      `${c.kind}\0${c.subject}\0${norm2(c.a.text)}\0${c.b.path}\0${norm2(c.b.text)}`,
      { hint: c.hint }
    )
  );
}

// src/run.ts
var VERSION = "0.3.0";
function realDir2(p, what) {
  let st;
  try {
    st = fs3.statSync(p);
  } catch {
    throw new UsageError(`${what} ${p} does not exist`);
  }
  if (!st.isDirectory()) throw new UsageError(`${what} ${p} is not a directory`);
  return fs3.realpathSync(p);
}
async function openSide(root, ref, cat) {
  if (ref === void 0) return { tree: new FsTree(root), label: "working tree" };
  try {
    const g = await gitTree(root, ref, cat);
    return { tree: g.tree, commit: g.commit, label: /^[0-9a-f]{7,40}$/i.test(ref) ? g.commit.slice(0, 7) : `${ref} @ ${g.commit.slice(0, 7)}`, cat: g.cat };
  } catch (e) {
    throw new UsageError(`cannot read git ref ${JSON.stringify(ref)} in ${root}: ${e.message.split("\n")[0]}`);
  }
}
async function loadConfig(explicit, tree) {
  if (explicit) {
    let text;
    try {
      text = fs3.readFileSync(explicit, "utf8");
    } catch (e) {
      throw new ConfigError(explicit, "", `cannot read: ${e.code ?? e.message}`);
    }
    return { config: parseConfig(text, explicit), path: explicit };
  }
  if (!tree) return { config: emptyConfig(), path: DEFAULT_CONFIG_PATH };
  const st = await tree.stat(DEFAULT_CONFIG_PATH);
  if (!st) return { config: emptyConfig(), path: DEFAULT_CONFIG_PATH };
  if (st.kind !== "file") throw new ConfigError(DEFAULT_CONFIG_PATH, "", "is not a regular file");
  const buf = await tree.read(DEFAULT_CONFIG_PATH, 1 << 20);
  if (!buf) throw new ConfigError(DEFAULT_CONFIG_PATH, "", "cannot be read");
  if (buf.length > 1 << 20) throw new ConfigError(DEFAULT_CONFIG_PATH, "", "is larger than 1 MiB");
  return { config: parseConfig(buf.toString("utf8"), DEFAULT_CONFIG_PATH), path: DEFAULT_CONFIG_PATH };
}
function mounts(o) {
  const home = o.home ? realDir2(o.home, "--home") : void 0;
  const memory = o.memoryDir ? realDir2(o.memoryDir, "--memory-dir") : void 0;
  return {
    ...home ? { home: { at: home, tree: new FsTree(home, "home") } } : {},
    ...memory ? { memory: { at: memory, tree: new FsTree(memory, "memory") } } : {}
  };
}
function cwdRel(root, cwd) {
  if (!cwd) return void 0;
  const abs = path3.posix.normalize(path3.isAbsolute(cwd) ? cwd : path3.join(root, cwd));
  if (abs === root) return void 0;
  if (!abs.startsWith(root + "/")) throw new UsageError(`--cwd ${cwd} is outside --root`);
  return abs.slice(root.length + 1);
}
async function side(name, root, opened, o, config) {
  const { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory } = o;
  return analyzeSide({
    name,
    label: opened.label,
    commit: opened.commit,
    root,
    tree: opened.tree,
    ...mounts(o),
    session: { instructionFiles, excludes, settingSources, disableClaudeMds, disableAutoMemory },
    entries: [...config.entries, ...o.entries ?? []],
    cwd: cwdRel(root, o.cwd),
    config
  });
}
async function runCheck(o) {
  const root = realDir2(o.root, "--root");
  const opened = await openSide(root, o.ref, void 0);
  try {
    const { config, path: configPath } = await loadConfig(o.config, opened.tree);
    const head = await side(o.ref === void 0 ? "tree" : "head", root, opened, o, config);
    return await buildReport(head, void 0, { config, configPath, failOn: o.failOn, failScope: o.failScope, version: VERSION, conflicts: detectConflicts });
  } finally {
    opened.cat?.close();
  }
}
async function defaultBase(root) {
  const candidates = [];
  try {
    candidates.push((await git(root, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"])).trim());
  } catch {
  }
  candidates.push("origin/main", "origin/master", "main", "master");
  for (const c of candidates) {
    if (!c) continue;
    try {
      await git(root, ["rev-parse", "--verify", "--quiet", c + "^{commit}"]);
      return (await git(root, ["merge-base", "HEAD", c])).trim();
    } catch {
    }
  }
  throw new UsageError("no --base given and no default branch (origin/HEAD, main, master) to take the merge-base with");
}
async function runReview(o) {
  const root = realDir2(o.root, "--root");
  const baseRef = o.base ?? await defaultBase(root);
  const baseSide = await openSide(root, baseRef, void 0);
  const cat = baseSide.cat;
  try {
    const headSide = await openSide(root, o.head, cat);
    const { config, path: configPath } = await loadConfig(o.config, baseSide.tree);
    const base = await side("base", root, baseSide, o, config);
    const head = await side("head", root, headSide, o, config);
    return await buildReport(head, base, { config, configPath, failOn: o.failOn, failScope: o.failScope, version: VERSION, conflicts: detectConflicts });
  } finally {
    cat?.close();
  }
}

// src/cli.ts
var HELP = `memory-review \u2014 what Claude Code ${CLAUDE_CODE_VERSION} loads, and what is wrong with it

Usage:
  memory-review load   [--root DIR] [--cwd DIR] [--home DIR] [--memory-dir DIR] [--read FILE]... [--ref REF] [--setting-sources user,project,local] [--format text|json]
  memory-review check  [--root DIR] [--cwd DIR] [--home DIR] [--memory-dir DIR] [--ref REF] [common options]
  memory-review review [--root DIR] [--base REF] [--head REF] [common options]
  memory-review demo   (review of an embedded example repository, as markdown)
  memory-review --help | --version

Common options of check and review:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|notice|never       (default error, or failOn from the configuration)
  --fail-scope introduced|all                (review: whether pre-existing findings fail too; default introduced)
  --config FILE                              (default .github/memory-review.yml of the tree; of the base in a review)
  --entry GLOB...                            (extra launch directories, e.g. 'packages/*')
  --link-base URL                            (markdown: prefix for file links, e.g. https://github.com/o/r/blob/SHA/)
  --setting-sources user,project,local

review compares --base (default: merge-base of HEAD with the default branch) with --head (default: the
working tree).

Exit codes: 0 ok, 1 findings at or above --fail-on, 2 usage or configuration error.
`;
function sourceJson(s) {
  return {
    path: s.path,
    content: s.content,
    ...s.warning ? { warning: s.warning } : {},
    type: s.type,
    scope: s.scope,
    mode: s.mode,
    why: s.why,
    ...s.parent ? { parent: s.parent } : {},
    depth: s.depth,
    ...s.globs ? { globs: s.globs } : {},
    size: s.size,
    sha256: s.sha256,
    imports: s.imports,
    survivesCompact: s.survivesCompact,
    ...s.truncation && s.truncation.warning ? { truncation: { lines: s.truncation.lines, chars: s.truncation.chars, keptLines: s.truncation.keptLines, firstDroppedLine: s.truncation.firstDroppedLine } } : {}
  };
}
function whyText(s) {
  const w = s.why;
  switch (w.kind) {
    case "launch":
      return "launch";
    case "rule":
      return "rule (unconditional)";
    case "import":
      return `imported from ${term(w.from)}${w.line ? ":" + w.line : ""}`;
    case "agents-md":
      return "AGENTS.md (no CLAUDE.md)";
    case "memory-index":
      return "auto memory index";
    case "nested":
      return `nested in ${term(w.dir)}`;
    case "matched":
      return `matched ${term(w.pattern ?? "paths")} (${term(w.file)})`;
  }
}
function skipText(k) {
  return `  - ${term(k.path)}: ${k.reason}${k.from ? ` (from ${term(k.from.path)}${k.from.line ? ":" + k.from.line : ""})` : ""}${k.detail ? ` \u2014 ${term(k.detail)}` : ""}`;
}
function sourcesText(list2) {
  return list2.map((s, i) => `  ${String(i + 1).padStart(2)}. ${term(s.path)}  [${s.type}; ${whyText(s)}]  ${s.size.lines} lines, ${s.size.chars} chars, \u2248${s.size.tokens} tokens${s.warning ? "  (truncated)" : ""}`);
}
async function cmdLoad(argv, io) {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: "string", default: "." },
      cwd: { type: "string" },
      home: { type: "string" },
      "memory-dir": { type: "string" },
      read: { type: "string", multiple: true, default: [] },
      ref: { type: "string" },
      format: { type: "string", default: "text" },
      "setting-sources": { type: "string" }
    },
    strict: true,
    allowPositionals: false
  });
  if (!["text", "json"].includes(values.format)) throw new UsageError(`--format must be text or json, not ${values.format}`);
  let settingSources;
  if (values["setting-sources"] !== void 0) {
    const list2 = values["setting-sources"].split(",").map((x) => x.trim()).filter(Boolean);
    const bad = list2.filter((x) => !["user", "project", "local"].includes(x));
    if (bad.length) throw new UsageError(`--setting-sources takes user, project, local; not ${bad.join(", ")}`);
    settingSources = list2;
  }
  const ws = await openWorkspace({ root: values.root, cwd: values.cwd, home: values.home, memoryDir: values["memory-dir"], ref: values.ref, settingSources });
  try {
    const plan = await ws.loader.launch();
    const reads = [];
    for (const r of values.read) {
      const abs = ws.resolveInput(r);
      const res = await ws.loader.read(abs);
      reads.push({ file: r, loaded: res.loaded, skipped: res.skipped });
    }
    if (values.format === "json") {
      io.out(
        JSON.stringify(
          {
            claudeCode: CLAUDE_CODE_VERSION,
            root: ws.root,
            cwd: ws.loader.display(plan.cwd),
            ...ws.commit ? { commit: ws.commit } : {},
            instructionFiles: plan.instructionFiles,
            launch: plan.launch.map(sourceJson),
            reads: reads.map((r) => ({ file: r.file, loaded: r.loaded.map(sourceJson), skipped: r.skipped })),
            skipped: plan.skipped,
            pathRules: plan.pathRules.map(({ abs, baseAbs, ...rest }) => (void abs, void baseAbs, rest)),
            warnings: plan.warnings,
            excludes: plan.excludes,
            settingsErrors: plan.settingsErrors
          },
          null,
          2
        ) + "\n"
      );
    } else {
      const lines = [];
      const total = plan.launch.reduce((a, s) => a + s.size.chars, 0);
      lines.push(`Claude Code ${CLAUDE_CODE_VERSION} \u2014 launch in ${term(ws.loader.display(plan.cwd))}: ${plan.launch.length} file(s), ${total} chars, \u2248${Math.ceil(total / 4)} tokens`);
      lines.push(...sourcesText(plan.launch));
      if (plan.pathRules.length) {
        lines.push("", "Path-scoped rules (load when a matching file is read):");
        for (const r of plan.pathRules) lines.push(`  - ${term(r.path)}: ${term(r.globs.join(", "))}${r.invalid.length ? `  (invalid: ${term(r.invalid.join(", "))})` : ""}`);
      }
      if (plan.warnings.length) {
        lines.push("", "Warnings:");
        for (const w of plan.warnings) lines.push(`  - ${term(w.path)}: ${w.kind}${w.detail ? ` \u2014 ${term(w.detail)}` : ""}`);
      }
      if (plan.skipped.length) {
        lines.push("", "Skipped:");
        lines.push(...plan.skipped.map(skipText));
      }
      for (const r of reads) {
        lines.push("", `Reading ${term(r.file)} attaches ${r.loaded.length} file(s):`);
        lines.push(...sourcesText(r.loaded));
        if (r.skipped.length) lines.push(...r.skipped.map(skipText));
      }
      io.out(lines.join("\n") + "\n");
    }
    return 0;
  } finally {
    ws.close();
  }
}
var FORMATS = ["text", "json", "markdown", "sarif", "github"];
function renderReport(r, format, linkBase) {
  switch (format) {
    case "json":
      return renderJson(r);
    case "markdown":
      return renderMarkdown(r, { linkBase }) + "\n";
    case "sarif":
      return renderSarif(r);
    case "github":
      return renderGithub(r);
    default:
      return renderText(r);
  }
}
function settingSourcesOf(v) {
  if (v === void 0) return void 0;
  const list2 = v.split(",").map((x) => x.trim()).filter(Boolean);
  const bad = list2.filter((x) => !["user", "project", "local"].includes(x));
  if (bad.length) throw new UsageError(`--setting-sources takes user, project, local; not ${bad.join(", ")}`);
  return list2;
}
async function cmdReport(kind, argv, io) {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: "string", default: "." },
      cwd: { type: "string" },
      home: { type: "string" },
      "memory-dir": { type: "string" },
      ref: { type: "string" },
      base: { type: "string" },
      head: { type: "string" },
      format: { type: "string", default: "text" },
      "fail-on": { type: "string" },
      "fail-scope": { type: "string" },
      config: { type: "string" },
      entry: { type: "string", multiple: true, default: [] },
      "link-base": { type: "string" },
      "setting-sources": { type: "string" },
      help: { type: "boolean" }
    },
    strict: true,
    allowPositionals: false
  });
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const format = values.format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, not ${values.format}`);
  const failOn = values["fail-on"];
  if (failOn !== void 0 && !["error", "warning", "notice", "never"].includes(failOn)) throw new UsageError(`--fail-on must be error, warning, notice or never, not ${failOn}`);
  const failScope = values["fail-scope"];
  if (failScope !== void 0 && !["introduced", "all"].includes(failScope)) throw new UsageError(`--fail-scope must be introduced or all, not ${failScope}`);
  if (kind === "check" && (values.base || values.head)) throw new UsageError("check reviews one tree: use --ref, or the review command for --base/--head");
  if (kind === "review" && values.ref) throw new UsageError("review takes --base and --head, not --ref");
  const common = {
    root: values.root,
    cwd: values.cwd,
    home: values.home,
    memoryDir: values["memory-dir"],
    config: values.config,
    entries: values.entry,
    failOn,
    failScope,
    settingSources: settingSourcesOf(values["setting-sources"])
  };
  const report = kind === "check" ? await runCheck({ ...common, ref: values.ref }) : await runReview({ ...common, base: values.base, head: values.head });
  io.out(renderReport(report, format, values["link-base"]));
  return report.summary.failed ? 1 : 0;
}
async function main(argv, io) {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case "load":
        return await cmdLoad(rest, io);
      case "check":
      case "review":
        return await cmdReport(cmd, rest, io);
      case "demo": {
        const { makeExampleRepo: makeExampleRepo2 } = await Promise.resolve().then(() => (init_demo(), demo_exports));
        const ex = makeExampleRepo2();
        io.err(`Embedded example repository: ${ex.root} (base ${ex.base.slice(0, 7)}, head ${ex.head.slice(0, 7)})
`);
        io.err(`This is: memory-review review --root ${ex.root} --base ${ex.base.slice(0, 7)} --head ${ex.head.slice(0, 7)} --format markdown

`);
        const code = await cmdReport("review", ["--root", ex.root, "--base", ex.base, "--head", ex.head, "--format", rest.includes("--format") ? rest[rest.indexOf("--format") + 1] : "markdown"], io);
        return code === 1 ? 0 : code;
      }
      case "--version":
      case "version":
        io.out(`memory-review ${VERSION} (Claude Code ${CLAUDE_CODE_VERSION} semantics)
`);
        return 0;
      case void 0:
      case "--help":
      case "-h":
      case "help":
        io.out(HELP);
        return cmd === void 0 ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(cmd)}`);
    }
  } catch (e) {
    if (e instanceof ConfigError) {
      io.err(`memory-review: configuration error: ${e.message}
`);
      return 2;
    }
    if (e instanceof UsageError || e.code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`memory-review: ${e.message}
`);
      return 2;
    }
    throw e;
  }
}

// src/bin.ts
main(process.argv.slice(2), { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) }).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`memory-review: internal error: ${e instanceof Error ? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);
