import type { Kysely } from 'kysely';
import type { SocialLeadRequest } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';

/** Records a social media ads lead from the public form; the back office's leads pages read them (staff/leads/). */
export async function insertSocialLead(db: Kysely<Database>, lead: SocialLeadRequest): Promise<void> {
  await db
    .insertInto('social_leads')
    .values({
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      business_name: lead.businessName,
      website: lead.website || null,
      platforms: JSON.stringify(lead.platforms),
      monthly_budget: lead.monthlyBudget,
      message: lead.message || null,
      created_at: now(),
    })
    .execute();
}
