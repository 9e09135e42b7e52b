// StrykerJS's node environment (jest's node environment with its coverage hooks), a listed dependency.
const TestEnvironment = require('@stryker-mutator/jest-runner/jest-env/node');
const { alreadyKilled, markKilled, recordTest, underMutant } = require('./killed');

/** A test's name as jest's --testNamePattern (and StrykerJS's test ids) see it: its describe blocks' names, then its own. */
function testId(test) {
  const names = [];
  for (let block = test; block && block.parent; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

/**
 * Once a test fails under a mutant, the mutant is killed: the file's other tests are skipped (StrykerJS's
 * jest runner cannot make jest bail, and most mutants die in their first test). The dry run (no active
 * mutant) runs every test, and records which file holds it (./runner.js).
 */
class MutationEnvironment extends TestEnvironment {
  #testPath;

  constructor(config, context) {
    super(config, context);
    this.#testPath = context.testPath;
  }

  async handleTestEvent(event) {
    if (event.name === 'test_start' && alreadyKilled()) event.test.mode = 'skip';
    if (event.name === 'test_done') {
      if (!underMutant()) recordTest(this.#testPath, testId(event.test));
      if (event.test.errors.length > 0) markKilled();
    }
  }
}

module.exports = MutationEnvironment;
