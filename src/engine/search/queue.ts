// The A* search's open list (astar.ts): nodes by f (the distance search takes the last one filed
// first) or by f, then g (the fault-free search takes them in the order filed). A node filed twice (a
// shorter line found) is in two places; the search skips the stale one. Linked lists in typed arrays,
// so that a big search makes no garbage and no JS array's spare room.
import { growable, grown } from './growable.ts';

/** The most g a layer is laid out for; more moves than that in one line grow the layout. */
const FIRST_G = 64;

export class OpenList {
  private node = growable(Int32Array, 1024);
  private next = growable(Int32Array, 1024);
  private entries = 0;
  /** First and last entry of each list (-1: empty): list f, or f × gSpan + g by layers. */
  private head = new Int32Array(0);
  private tail = new Int32Array(0);
  private gSpan = FIRST_G;
  /** The highest f filed in this search. */
  maxF = 0;
  private byLayers = false;
  /** Lists below this may hold entries: the ones to empty for the next search. */
  private usedLists = 0;

  /** Empties the list for a search by f, or by f and g (`byLayers`). */
  reset(byLayers: boolean): void {
    this.entries = 0;
    this.maxF = 0;
    this.byLayers = byLayers;
    this.head.fill(-1, 0, this.usedLists);
    this.usedLists = 0;
  }

  /** Files a node at f (and g, by layers). */
  push(f: number, g: number, node: number): void {
    if (f > this.maxF) this.maxF = f;
    let list = f;
    if (this.byLayers) {
      if (g >= this.gSpan) this.widen(g);
      list = f * this.gSpan + g;
    }
    if (list >= this.head.length) this.growLists(list);
    if (list >= this.usedLists) this.usedLists = list + 1;
    const e = this.entries++;
    if (e >= this.node.length) this.growEntries();
    this.node[e] = node;
    this.next[e] = -1;
    if (this.byLayers) {
      // First in, first out.
      if (this.head[list]! < 0) this.head[list] = e;
      else this.next[this.tail[list]!] = e;
      this.tail[list] = e;
    } else {
      // Last in, first out.
      this.next[e] = this.head[list]!;
      this.head[list] = e;
    }
  }

  /** By f: takes the node filed last at f, or -1 when none is left. */
  pop(f: number): number {
    if (f >= this.head.length) return -1;
    const e = this.head[f]!;
    if (e < 0) return -1;
    this.head[f] = this.next[e]!;
    return this.node[e]!;
  }

  /** By layers: the first entry at (f, g), or -1; then `entryNode` and `nextEntry`. */
  firstEntry(f: number, g: number): number {
    const list = f * this.gSpan + g;
    return list < this.head.length ? this.head[list]! : -1;
  }
  entryNode(e: number): number {
    return this.node[e]!;
  }
  nextEntry(e: number): number {
    return this.next[e]!;
  }
  /** By layers: empties (f, g) once it has been read. */
  clear(f: number, g: number): void {
    const list = f * this.gSpan + g;
    if (list < this.head.length) this.head[list] = -1;
  }

  private growEntries(): void {
    const size = this.node.length * 2;
    this.node = grown(Int32Array, this.node, size);
    this.next = grown(Int32Array, this.next, size);
  }

  private growLists(list: number): void {
    const size = Math.max(list + 1, this.head.length * 2, 64);
    const head = new Int32Array(size).fill(-1);
    const tail = new Int32Array(size);
    head.set(this.head);
    tail.set(this.tail);
    this.head = head;
    this.tail = tail;
  }

  /** Lays the lists out for g up to at least `g`, moving what is filed. */
  private widen(g: number): void {
    const old = this.gSpan;
    let span = old;
    while (span <= g) span *= 2;
    const lists = (this.maxF + 1) * span;
    const head = new Int32Array(Math.max(lists, this.head.length)).fill(-1);
    const tail = new Int32Array(head.length);
    for (let i = 0; i < this.head.length; i++) {
      if (this.head[i]! < 0) continue;
      const at = Math.floor(i / old) * span + (i % old);
      head[at] = this.head[i]!;
      tail[at] = this.tail[i]!;
    }
    this.head = head;
    this.tail = tail;
    this.gSpan = span;
    this.usedLists = head.length;
  }
}
