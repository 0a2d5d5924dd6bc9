/**
 * The page's CSS once in its HTML (scripts/patch-next.mjs's third edit).
 *
 * With `experimental.inlineCss`, Next puts each style sheet in the server's
 * component tree as `<style href precedence>{css}</style>`. React's HTML
 * renderer writes it into the head, and the same tree goes to the browser a
 * second time inside the page, as the RSC payload (`self.__next_f.push`),
 * where React Flight writes every string of 1,024 characters or more as a
 * text row, `<id>:T<byte length in hex>,<text>`. So every page carried its
 * CSS twice: 50 KB of a news item's 183 KB.
 *
 * The browser never uses the second copy. When React hydrates a `<style>`
 * that has `href` and `precedence`, it looks for the server-rendered
 * `style[data-href~="…"]` in the document and adopts it; the children are
 * read only to create a new element, which a hydrating page never does for
 * its own styles (client navigations get `<link>`s, not `<style>`s).
 *
 * createCssOnce() returns the registry the patched runtime uses: `add(css)`
 * records a style sheet Next inlined (one per CSS file of the build, so the
 * set is bounded by the build), and `node(stream)` / `web(stream)` return the
 * RSC payload on its way into the HTML with each text row whose text is such
 * a style sheet replaced by an empty one (`<id>:T0,`). Every other byte
 * passes through unchanged and as soon as it arrives; only a text row whose
 * length is that of a known style sheet is held until it is complete. The
 * copy of the payload that the server renders the HTML from is not touched.
 *
 * The function is self-contained (no imports, no outer variables; Node's
 * global Buffer): the patch appends its source to Next's runtime and calls it
 * with Node's `stream` module.
 */
export function createCssOnce({ Transform, pipeline }) {
  const sheets = new Set();
  const lengths = new Set();

  // React Flight's row tags (react-server-dom's processBinaryChunk): these
  // are followed by a hex byte length and a comma, then exactly that many bytes.
  const BY_LENGTH = new Set([84, 65, 79, 111, 98, 85, 83, 115, 76, 108, 71, 103, 77, 109, 86]);
  const T = 84;
  const COLON = 58;
  const COMMA = 44;
  const NEWLINE = 10;

  /** Bytes kept past the call that gave them: copied, in case the stream reuses its buffers. */
  const copy = (value, start, end) => Buffer.from(value.subarray(start, end));

  /** A filter for one payload: give it each chunk, it returns what to pass on (or null). */
  function createFilter() {
    // 0 row id, 1 tag, 2 byte length, 3 up to a newline, 4 by length (passed on), 5 by length (held)
    let state = 0;
    let tag = 0;
    let length = 0;
    let pending = []; // the start of a row whose kind is not known yet, from earlier chunks
    let held = []; // a text row that may be a style sheet, until it is complete

    function chunk(value) {
      const out = [];
      const n = value.byteLength;
      let from = 0; // the bytes of `value` before this are passed on or held
      let i = 0;
      const passOn = () => {
        out.push(...pending);
        pending = [];
      };
      const rowEnded = () => {
        state = 0;
        out.push(value.subarray(from, i));
        from = i;
      };
      while (i < n) {
        if (state === 0) {
          if (value[i++] === COLON) state = 1;
        } else if (state === 1) {
          tag = value[i];
          length = 0;
          if (BY_LENGTH.has(tag)) {
            state = 2;
            i++;
          } else {
            if ((tag > 64 && tag < 91) || tag === 35 || tag === 114 || tag === 120) i++;
            state = 3;
            passOn();
          }
        } else if (state === 2) {
          const b = value[i++];
          if (b !== COMMA) {
            length = (length << 4) | (b > 96 ? b - 87 : b - 48);
          } else if (tag === T && length > 0 && lengths.has(length)) {
            held = [...pending, copy(value, from, i)];
            pending = [];
            from = i;
            state = 5;
          } else {
            passOn();
            state = 4;
            if (length === 0) rowEnded();
          }
        } else if (state === 3) {
          const end = value.indexOf(NEWLINE, i);
          i = end === -1 ? n : end + 1;
          if (end !== -1) rowEnded();
        } else {
          const take = Math.min(length, n - i);
          if (state === 5) held.push(copy(value, i, i + take));
          i += take;
          length -= take;
          if (state === 5) from = i;
          if (length === 0 && state === 5) {
            state = 0;
            out.push(settle(Buffer.concat(held)));
            held = [];
          } else if (length === 0) {
            rowEnded();
          }
        }
      }
      if (state <= 2) pending.push(copy(value, from, n));
      else if (state !== 5) out.push(value.subarray(from, n));
      const passed = Buffer.concat(out);
      return passed.byteLength ? passed : null;
    }

    /** A complete text row that may be a style sheet: emptied if it is one. */
    function settle(row) {
      if (!sheets.has(row.toString('utf8', row.indexOf(COMMA) + 1))) return row;
      return Buffer.concat([row.subarray(0, row.indexOf(COLON)), Buffer.from(':T0,')]);
    }

    /** What is left when the payload ends mid-row: passed on as it was. */
    function end() {
      const rest = Buffer.concat([...pending, ...held]);
      pending = [];
      held = [];
      return rest.byteLength ? rest : null;
    }

    return { chunk, end };
  }

  return {
    add(css) {
      if (typeof css !== 'string' || css === '' || sheets.has(css)) return;
      sheets.add(css);
      lengths.add(Buffer.byteLength(css));
    },
    node(source) {
      const filter = createFilter();
      const through = new Transform({
        transform(value, _encoding, done) {
          done(null, filter.chunk(value));
        },
        flush(done) {
          done(null, filter.end());
        },
      });
      return pipeline(source, through, () => {});
    },
    web(source) {
      const filter = createFilter();
      return source.pipeThrough(
        new TransformStream({
          transform(value, controller) {
            const out = filter.chunk(value);
            if (out) controller.enqueue(out);
          },
          flush(controller) {
            const out = filter.end();
            if (out) controller.enqueue(out);
          },
        }),
      );
    },
  };
}
