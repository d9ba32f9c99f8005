/**
 * The shell's libraries, evaluated one per task before its own code (issue 21).
 *
 * The async boundary (index.ts) used to evaluate everything the shell imports in ONE task: React
 * DOM, emotion and MUI's components, i18next, the router. On a phone (the CPU slowed 4x) that
 * task took ~250 ms, a page that looked ready and did not answer a tap, and most of
 * Lighthouse's Total Blocking Time. Evaluated one group per task, with the browser free to
 * handle input between them, no task is that long; the bytes and the order of evaluation are
 * the same (each is a shared module already in main.js, evaluated here first instead of at
 * bootstrap's first import of it).
 */
const GROUPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('@storefront/shared/mui/core'),
  () => import('i18next'),
  () => import('@storefront/shared/router'),
];

/** The next task: input and rendering get their turn first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function evaluateInSteps(): Promise<void> {
  for (const group of GROUPS) {
    await group();
    await nextTask();
  }
}
