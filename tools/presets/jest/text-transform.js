/** Jest's counterpart of webpack's `asset/source`: the module's default export is the file's text. */
module.exports = {
  process: (source) => ({ code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` }),
};
