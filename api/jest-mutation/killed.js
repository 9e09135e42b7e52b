/**
 * What the mutation runs share outside the test files' realm (jest gives each test file its own, but the
 * environment and the runner live in the process, as StrykerJS's test runner does from mutant to mutant):
 * whether a test already failed under the active mutant (it is killed: the rest can be skipped), and
 * which file holds each test the dry run ran (a mutant's run loads only the files of its covering tests).
 */
const killedKey = Symbol.for('adlaunch.mutation.killed');
const testsKey = Symbol.for('adlaunch.mutation.testsByFile');

const activeMutant = () => process.env.__STRYKER_ACTIVE_MUTANT__;
/** @type {Map<string, Set<string>>} */
const testsByFile = (globalThis[testsKey] ??= new Map());

module.exports = {
  underMutant: () => activeMutant() !== undefined,
  alreadyKilled: () => activeMutant() !== undefined && globalThis[killedKey] === activeMutant(),
  markKilled: () => {
    if (activeMutant() !== undefined) globalThis[killedKey] = activeMutant();
  },
  recordTest: (file, testId) => testsByFile.set(file, (testsByFile.get(file) ?? new Set()).add(testId)),
  /** False only for a file the dry run ran whose tests the pattern matches none of. */
  mayHold: (file, pattern) => !pattern || !testsByFile.has(file) || [...testsByFile.get(file)].some((id) => pattern.test(id)),
};
