/** What the buffer starts at, and what it goes back to after a larger answer than KEPT_BYTES. */
const INITIAL_BYTES = 64 * 1024;
/** A buffer grown past this for a large answer (a thousand whole documents) is not kept for the next. */
const KEPT_BYTES = 1024 * 1024;

/**
 * JSON written as UTF-8 bytes into one buffer kept from one answer to the next, then copied out whole: an answer's
 * facets are hundreds of small pieces, and the strings joined for them were most of what a search allocated (#25).
 * Everything between `start()` and `end()` must be written without waiting for anything, as the buffer is shared.
 */
export class JsonBytes {
  private buf = Buffer.allocUnsafe(INITIAL_BYTES);
  private n = 0;

  start(): this {
    this.n = 0;
    return this;
  }

  /** Text, UTF-8 encoded. */
  text(text: string): this {
    this.room(3 * text.length);
    this.n += this.buf.write(text, this.n);
    return this;
  }

  /** Bytes already encoded. */
  bytes(bytes: Uint8Array): this {
    this.room(bytes.length);
    const buf = this.buf;
    const at = this.n;
    // Copying a few bytes in a loop is cheaper than the call that copies many.
    if (bytes.length < 32) for (let i = 0; i < bytes.length; i++) buf[at + i] = bytes[i]!;
    else buf.set(bytes, at);
    this.n += bytes.length;
    return this;
  }

  /** A non-negative integer below 2^53, as JSON writes it. */
  count(value: number): this {
    this.room(16);
    const buf = this.buf;
    // Most counts of a facet's values are a digit or two.
    if (value < 10) {
      buf[this.n++] = 48 + value;
      return this;
    }
    if (value < 100) {
      buf[this.n++] = 48 + Math.floor(value / 10);
      buf[this.n++] = 48 + (value % 10);
      return this;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let rest = value;
    for (let i = this.n + digits - 1; i >= this.n; i--) {
      buf[i] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.n += digits;
    return this;
  }

  /** The bytes written since `start()`, in a buffer of their own. */
  end(): Buffer {
    const out = Buffer.allocUnsafe(this.n);
    this.buf.copy(out, 0, 0, this.n);
    if (this.buf.length > KEPT_BYTES) this.buf = Buffer.allocUnsafe(INITIAL_BYTES);
    return out;
  }

  private room(bytes: number): void {
    if (this.n + bytes <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.n + bytes));
    this.buf.copy(grown, 0, 0, this.n);
    this.buf = grown;
  }
}
