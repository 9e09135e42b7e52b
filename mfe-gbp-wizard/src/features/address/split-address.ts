export interface ProfileAddress {
  address: string;
  zipcode: string;
  city: string;
}

/**
 * The one-line address given in the search ads wizard ("14 Bree Street, Cape Town, 8001"), in the
 * profile's fields: a 4-digit postal code (South Africa's) and the town, when the line names them,
 * at its end; the rest is the street address. What cannot be told apart stays in the street address.
 */
export function splitAddress(line: string | null | undefined): ProfileAddress {
  const parts = (line ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let zipcode = '';
  const last = parts[parts.length - 1] ?? '';
  const code = /^(.*?)\s*\b(\d{4})$/.exec(last);
  if (code && parts.length > 1) {
    zipcode = code[2];
    if (code[1]) parts[parts.length - 1] = code[1];
    else parts.pop();
  }
  // A town has no house number; the street line does.
  const city = parts.length > 1 && !/\d/.test(parts[parts.length - 1]) ? (parts.pop() ?? '') : '';
  return { address: parts.join(', '), zipcode, city };
}
