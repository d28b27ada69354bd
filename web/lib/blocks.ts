/** The block kinds of the route data format, as types: one per member of its generated `Block` union. */
import type { Block } from './route-data';

export type BlockKind = Block['kind'];

/** The block of one kind, with that kind's data. */
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
