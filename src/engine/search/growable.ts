// Typed arrays for the search's per-node data that grow in place where the platform can: a resizable
// ArrayBuffer reserves address space and takes memory only as it grows, so growing copies nothing and
// there is no moment holding both the old and the new array (which made the peak of a big search half
// as big again as what it stores). Elsewhere they grow by copying.

/** The ES2024 resizable ArrayBuffer, where the platform has one (the project's lib is ES2023). */
interface Resizable {
  readonly resizable?: boolean;
  readonly maxByteLength?: number;
  resize?(bytes: number): void;
}
type ResizableBufferConstructor = new (bytes: number, options: { maxByteLength: number }) => ArrayBuffer;

/** Address space reserved per array: beyond it, an array grows by copying. */
const RESERVE = 2 ** 31;
const canResize = typeof (ArrayBuffer.prototype as Resizable).resize === 'function';

type Typed = Int32Array | Uint16Array | Uint8Array;
interface TypedConstructor<T extends Typed> {
  new (length: number): T;
  new (buffer: ArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** A typed array of `length` zeros that `grown` can lengthen in place. */
export function growable<T extends Typed>(kind: TypedConstructor<T>, length: number): T {
  if (canResize) {
    try {
      const buffer = new (ArrayBuffer as unknown as ResizableBufferConstructor)(length * kind.BYTES_PER_ELEMENT, {
        maxByteLength: RESERVE,
      });
      return new kind(buffer);
    } catch {
      // No address space to reserve: a plain array.
    }
  }
  return new kind(length);
}

/**
 * `array` at `length` elements, its contents kept: the same array lengthened (or shortened, giving
 * memory back) in place when it can be, else a copy.
 */
export function grown<T extends Typed>(kind: TypedConstructor<T>, array: T, length: number): T {
  const buffer = array.buffer as ArrayBuffer & Resizable;
  const bytes = length * kind.BYTES_PER_ELEMENT;
  if (buffer.resizable && buffer.resize && bytes <= buffer.maxByteLength) {
    buffer.resize(bytes);
    return array;
  }
  const next = growable(kind, length);
  next.set(array.subarray(0, Math.min(array.length, length)));
  return next;
}
