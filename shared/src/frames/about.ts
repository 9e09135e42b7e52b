import type { FramePartsOf } from '../remotes/owner-frame';
import type { Account } from '../schemas/entities';

/** An order's answers to the about step's shared questions: this wizard's, or the other product's. */
export interface OrderContact {
  mobile: string | null;
  businessName: string | null;
  businessUrl: string | null;
}

/**
 * Where every wizard's about step takes its shared answers from, best first: this wizard's order as
 * saved, then the account, then the other product's order. The South Africa (VAT) answer given before
 * (at sign-up or here) can change until the first payment. The app prefills from these
 * (`useAboutForm`), the server fills the served frame from them (`ownerFrameValues`).
 */
export function aboutSources(
  own: OrderContact | null | undefined,
  user: Account | null | undefined,
  other: OrderContact | null | undefined,
) {
  return {
    mobile: [own?.mobile, user?.mobile, other?.mobile],
    business_name: [own?.businessName, user?.businessName, other?.businessName],
    business_url: [own?.businessUrl, user?.websiteUrl, other?.businessUrl],
    charge_vat: [user?.chargeVAT ? 'yes' : user?.vatAnswered ? 'no' : null],
    vat_number: [user?.vatNumber],
  };
}

/**
 * Whether the South Africa answer can no longer change: a "yes" that an order has been paid with stays
 * (the server keeps it, docs/security.md). Before the first payment the owner may change it either way.
 */
export function isVatLocked(user: { chargeVAT: boolean; transactions?: { totals: { count: number } } } | null | undefined): boolean {
  return Boolean(user?.chargeVAT && (user.transactions?.totals.count ?? 0) > 0);
}

/**
 * An about step's frame holds the South Africa question twice: open (Yes or No, `vat-open`) and, hidden,
 * locked to the "yes" an order was paid with (`vat-locked`). The server serves the owner's own.
 */
export const ABOUT_FRAME_PARTS: FramePartsOf = ({ user }) => {
  const locked = isVatLocked(user);
  return { 'vat-open': !locked, 'vat-locked': locked };
};
