// The `*.e2e.mjs` stories' import of harness.ts, kept until the last of them is a spec.
export * from './harness.ts';
