module.exports = require('../tools/presets/jest/preset').preset(__dirname);
