import { startGoogleAdsStandin, type GoogleFigures } from './google-ads-standin';
import { startMicrosoftAdsStandin, type MicrosoftFigures } from './microsoft-ads-standin';

/** The figures the stand-ins answer with, given as JSON in the first argument. */
export interface StandinDays {
  google?: ({ customerId: string; campaignId: string; date: string } & GoogleFigures)[];
  microsoft?: ({ accountId: string; campaignId: string; date: string } & MicrosoftFigures)[];
}

/**
 * Both engines' stand-ins as a process of their own (the e2e journeys may not import the API's code):
 * `node --import tsx standins-process.ts '<StandinDays JSON>'` starts them, prints one line of JSON with
 * the settings that point at them (GOOGLE_ADS_*, MICROSOFT_ADS_*), and serves until it is sent SIGTERM.
 */
async function main() {
  const days = JSON.parse(process.argv[2] ?? '{}') as StandinDays;
  const google = await startGoogleAdsStandin({ batchRows: 1000 });
  const microsoft = await startMicrosoftAdsStandin();
  for (const { customerId, campaignId, date, ...figures } of days.google ?? []) google.setDay(customerId, campaignId, date, figures);
  for (const { accountId, campaignId, date, ...figures } of days.microsoft ?? []) microsoft.setDay(accountId, campaignId, date, figures);
  const stop = async () => {
    await Promise.all([google.close(), microsoft.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdout.write(`${JSON.stringify({ ...google.env, ...microsoft.env })}\n`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
