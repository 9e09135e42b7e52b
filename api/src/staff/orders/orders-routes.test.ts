import { STAFF_API } from '@adlaunch/shared';
import { staffOrderAnswerSchema, staffOrdersAnswerSchema, statusAnswerSchema } from '@adlaunch/shared/schemas';
import { now } from '../../db/database';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newestEmail, signedInStaff } from '../staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });

async function paidSearchAd(fields: Parameters<typeof insertSearchAd>[2] = {}) {
  const owner = await t.createUser();
  const id = await insertSearchAd(t.db, owner.user.id, {
    status: 'paid',
    plan: 'growth',
    keywords: '["emergency plumber"]',
    negative_keywords: '["free"]',
    ...fields,
  });
  return { owner, id };
}

async function profileIn(status: string) {
  const owner = await t.createUser();
  const stamp = now();
  const { id } = await t.db
    .insertInto('profiles')
    .values({ user_id: owner.user.id, business_name: 'Lerato Bakes', status, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { owner, id };
}

describe('the order queue', () => {
  it('lists a paid order awaiting set-up, marks set-up waiting past two working days, filters and counts', async () => {
    const support = await signedInStaff(t, ['support']);
    const fresh = await paidSearchAd({ business_name: 'Fresh Plumbing' });
    const old = await paidSearchAd({ business_name: 'Old Plumbing', updated_at: new Date(Date.now() - 6 * DAY).toISOString() });
    const draft = await paidSearchAd({ status: 'setup', business_name: 'Draft Plumbing' });

    const res = await get(`${STAFF_API.orders}?state=awaiting_setup&per_page=100`, support.headers);
    expect(res.statusCode).toBe(200);
    const answer = staffOrdersAnswerSchema.parse(res.json());
    const ids = answer.orders.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([fresh.id, old.id]));
    expect(ids).not.toContain(draft.id);
    expect(answer.orders.find((o) => o.id === old.id)).toMatchObject({ overdue: true, state: 'awaiting_setup', plan: 'growth' });
    expect(answer.orders.find((o) => o.id === fresh.id)).toMatchObject({ overdue: false, businessName: 'Fresh Plumbing' });
    // Oldest wait first.
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(answer.counts.awaiting_setup).toBeGreaterThanOrEqual(2);

    const searched = staffOrdersAnswerSchema.parse((await get(`${STAFF_API.orders}?q=old%20plumbing`, support.headers)).json());
    expect(searched.orders.map((o) => o.id)).toEqual([old.id]);
    const paged = staffOrdersAnswerSchema.parse((await get(`${STAFF_API.orders}?per_page=1&page=2`, support.headers)).json());
    expect(paged.orders).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
  });

  it('shows an order page with what the owner submitted and its history', async () => {
    const support = await signedInStaff(t, ['support']);
    const { id, owner } = await paidSearchAd();
    const res = await get(STAFF_API.order('search_ads', id), support.headers);
    expect(res.statusCode).toBe(200);
    const page = staffOrderAnswerSchema.parse(res.json());
    expect(page.owner.email).toBe(owner.user.email);
    const keywords = page.submitted.find((s) => s.title === 'Keywords')!.fields;
    expect(keywords.find((f) => f.label === 'Keywords')?.items).toEqual(['emergency plumber']);
    expect(keywords.find((f) => f.label === 'Negative keywords')?.items).toEqual(['free']);
    expect(page.submitted.map((s) => s.title)).toEqual(expect.arrayContaining(['About', 'Ad text', 'Locations', 'Answers', 'VAT']));
    expect(page.allowedMoves).toEqual(['in_review', 'active', 'cancelled']);
    expect((await get(STAFF_API.order('search_ads', 999_999), support.headers)).statusCode).toBe(404);
  });
});

describe('status moves', () => {
  it('moves an order on with a note the owner sees and gets by email once; refuses a move the statuses do not allow', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const { id, owner } = await paidSearchAd({ business_name: 'Sipho Plumbing' });

    const impossible = await post(STAFF_API.orderStatus('search_ads', id), { to: 'paused' }, campaigns.headers);
    expect(impossible.statusCode).toBe(409);
    expect(impossible.json().error).toMatch(/cannot move to "Paused"/);

    expect((await post(STAFF_API.orderStatus('search_ads', id), { to: 'in_review' }, campaigns.headers)).statusCode).toBe(200);
    const live = await post(
      STAFF_API.orderStatus('search_ads', id),
      { to: 'active', note_for_owner: 'Your ads are live on Google from today.', internal_note: 'Linked to campaign 123' },
      campaigns.headers,
    );
    expect(live.statusCode).toBe(200);
    expect(live.json().order).toMatchObject({ state: 'live', workStatus: 'active' });

    const status = statusAnswerSchema.parse((await get(`/v2/profile-status/status/${id}`, owner.headers)).json());
    expect(status).toMatchObject({ status: 'active', note: { text: 'Your ads are live on Google from today.' } });
    // The dashboard reads the owner's list: each order carries its newest note.
    const list = (await get('/v2/search-ads/all', owner.headers)).json() as { search_ads: { id: number; statusNote: unknown }[] };
    expect(list.search_ads.find((ad) => ad.id === id)?.statusNote).toMatchObject({ text: 'Your ads are live on Google from today.' });

    const mail = await newestEmail(t, owner.user.email);
    expect(mail.subject).toContain('is now "Live"');
    expect(mail.text).toContain('Your ads are live on Google from today.');
    expect(mail.text).not.toContain('Linked to campaign 123');
    const sent = await t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', owner.user.email)
      .where('kind', '=', 'order-status')
      .execute();
    expect(sent).toHaveLength(2);

    const page = staffOrderAnswerSchema.parse((await get(STAFF_API.order('search_ads', id), campaigns.headers)).json());
    expect(page.history.map((a) => [a.action, a.before?.status, a.after?.status, a.by])).toEqual([
      ['status', 'in_review', 'active', campaigns.email],
      ['status', 'paid', 'in_review', campaigns.email],
    ]);
    expect(page.history[0].note).toBe('Linked to campaign 123');
    expect(page.emails.filter((e) => e.kind === 'order-status')).toHaveLength(2);
  });

  it('holds an order on the owner (their status stays in review) and lets support only read', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const support = await signedInStaff(t, ['support']);
    const { id, owner } = await paidSearchAd({ status: 'in_review' });
    expect((await post(STAFF_API.orderStatus('search_ads', id), { to: 'active' }, support.headers)).statusCode).toBe(403);
    const held = await post(
      STAFF_API.orderStatus('search_ads', id),
      { to: 'awaiting_owner', note_for_owner: 'Please send us your logo.' },
      campaigns.headers,
    );
    expect(held.json().order).toMatchObject({ state: 'awaiting_owner', workStatus: 'awaiting_owner' });
    const status = (await get(`/v2/profile-status/status/${id}`, owner.headers)).json();
    expect(status).toMatchObject({ status: 'in_review', note: { text: 'Please send us your logo.' } });
  });

  it('keeps internal notes off the owner, and assigns orders', async () => {
    const support = await signedInStaff(t, ['support']);
    const { id, owner } = await paidSearchAd();
    const noted = await post(STAFF_API.orderNotes('search_ads', id), { text: 'Owner phoned about the invoice.' }, support.headers);
    expect(noted.statusCode).toBe(200);
    expect((await get(`/v2/profile-status/status/${id}`, owner.headers)).json()).toEqual({ status: 'paid' });

    const assigned = await post(STAFF_API.orderAssign('search_ads', id), { to_me: true }, support.headers);
    expect(assigned.json().order.assignee).toEqual({ id: support.id, email: support.email });
    const mine = staffOrdersAnswerSchema.parse((await get(`${STAFF_API.orders}?assigned=me`, support.headers)).json());
    expect(mine.orders.map((o) => o.id)).toEqual([id]);
    const page = staffOrderAnswerSchema.parse((await get(STAFF_API.order('search_ads', id), support.headers)).json());
    expect(page.history.map((a) => a.action)).toEqual(['assign', 'note']);
  });
});

describe('business profile verification', () => {
  it('sets Google verification steps that the owner status answer shows', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const { id, owner } = await profileIn('verification');
    const res = await post(
      STAFF_API.orderVerification(id),
      { step: 'code_sent', note_for_owner: 'Watch for a postcard from Google.' },
      campaigns.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ state: 'awaiting_verification', verification: 'code_sent' });
    const status = statusAnswerSchema.parse((await get(`/v2/google-business-profile/status/${id}`, owner.headers)).json());
    expect(status).toMatchObject({
      status: 'verification',
      verification: { step: 'code_sent' },
      note: { text: 'Watch for a postcard from Google.' },
    });
    const early = await profileIn('paid');
    expect((await post(STAFF_API.orderVerification(early.id), { step: 'code_sent' }, campaigns.headers)).statusCode).toBe(409);
  });
});
