import * as cheerio from 'cheerio';
import type { Kysely } from 'kysely';
import { FRAME_PART_ATTRIBUTE, ownerFrameParts, ownerFrameValues, type FrameValues, type OwnerFrameData } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { accountSummary } from '../accounts/account-summary';
import type { UserRow } from '../accounts/auth-guard';
import { latestProfile } from '../profiles/profiles';
import { toSearchAd } from '../campaigns/search-ads';

/**
 * What an owner's page starts with: the answers token login and the owner's queries give the app's
 * first render (decision 036). Three reads, the ones the page's own calls make.
 */
export async function ownerFrameData(db: Kysely<Database>, user: UserRow): Promise<OwnerFrameData> {
  const [sessionUser, adRows, profile] = await Promise.all([
    accountSummary(db, user),
    db.selectFrom('search_ads').selectAll().where('user_id', '=', user.id).orderBy('id', 'desc').execute(),
    latestProfile(db, user.id),
  ]);
  const searchAds = adRows.map(toSearchAd);
  return { user: sessionUser.user, searchAd: searchAds[0] ?? null, searchAds, profile };
}

/**
 * The frame of `pathname` with this owner's answers in its fields, by their `name` under `#root`:
 * a text field's value, a text area's text, a select's option, a radio group's or checkbox's tick.
 * A field the values leave out keeps what the frame was rendered with (empty). A marked part
 * (`FRAME_PART_ATTRIBUTE`) that `parts` names `false` is taken out; one it names `true` is shown.
 */
export function fillFrame(html: string, values: FrameValues, parts: Record<string, boolean> = {}): string {
  if (Object.keys(values).length === 0 && Object.keys(parts).length === 0) return html;
  const $ = cheerio.load(html);
  const root = $('#root');
  root.find(`[${FRAME_PART_ATTRIBUTE}]`).each((_, el) => {
    const part = $(el).attr(FRAME_PART_ATTRIBUTE)!;
    if (!Object.hasOwn(parts, part)) return;
    if (parts[part]) $(el).removeAttr('hidden');
    else $(el).remove();
  });
  root.find('input, textarea, select').each((_, el) => {
    const field = $(el);
    const name = field.attr('name');
    if (!name || !Object.hasOwn(values, name)) return;
    const value = values[name];
    const type = field.attr('type');
    if (el.tagName === 'textarea') field.text(value);
    else if (el.tagName === 'select')
      field.find('option').each((_, option) => {
        const o = $(option);
        o.attr('selected', (o.attr('value') ?? o.text()) === value ? '' : null);
      });
    else if (type === 'radio') field.attr('checked', field.attr('value') === value ? '' : null);
    else if (type === 'checkbox') field.attr('checked', value === (field.attr('value') ?? 'on') ? '' : null);
    else if (type !== 'file' && type !== 'hidden') field.attr('value', value);
  });
  return $.html();
}

/** The served frame of owner page `pathname` for the owner whose data this is. */
export const fillOwnerFrame = (html: string, pathname: string, data: OwnerFrameData) =>
  fillFrame(html, ownerFrameValues(pathname, data), ownerFrameParts(pathname, data));
