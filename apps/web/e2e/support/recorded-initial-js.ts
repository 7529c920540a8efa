import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteInitialJs } from './initial-js.ts';

/**
 * The initial JavaScript of each route when it was last recorded, gzipped bytes at phone and desktop
 * size, grouped as the journey measures them: `e2e/initial-js.recorded.json`, committed. A route
 * may grow by `allowedGrowth` over its figure, so one that creeps up fails before the 180 KB budget.
 * `RECORD_INITIAL_JS=1` writes the figures of the groups measured instead of checking them.
 */
export const isRecording = process.env.RECORD_INITIAL_JS === '1';

export const allowedGrowth = 0.05;

export interface Figures {
  phone: number;
  desktop: number;
}

type RecordedFile = Record<string, Record<string, Figures>>;

const recordedPath = path.join(import.meta.dirname, '..', 'initial-js.recorded.json');

const readRecorded = (): RecordedFile =>
  existsSync(recordedPath) ? (JSON.parse(readFileSync(recordedPath, 'utf8')) as RecordedFile) : {};

/** The recorded figures of a group's routes, by route. */
export function recordedFigures(group: string): Record<string, Figures> {
  return readRecorded()[group] ?? {};
}

/** Replaces a group's figures with what was measured, dropping routes the group no longer has. */
export function recordFigures(group: string, results: RouteInitialJs[]) {
  const figures = Object.fromEntries(
    results.map(({ route, phone, desktop }) => [route, { phone: phone.gzippedBytes, desktop: desktop.gzippedBytes }]),
  );
  writeFileSync(recordedPath, `${JSON.stringify({ ...readRecorded(), [group]: figures }, null, 2)}\n`);
}
