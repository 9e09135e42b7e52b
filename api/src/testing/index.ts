// @adlaunch/api/testing: what benches and tools outside the API may use to stand up its database and data, and to record results.
export { createStorage } from '../adapters/storage';
export { writeResults } from './bench-results';
export { loadConfig, type Config } from '../config';
export { migrate, openDatabase } from '../db/database';
export { seedOwner, type OwnerStage } from '../ops/seed-demo';
export { startGoogleAdsStandin } from '../engines/testing/google-ads-standin';
export { startMicrosoftAdsStandin } from '../engines/testing/microsoft-ads-standin';
