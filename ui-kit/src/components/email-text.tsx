import { Fragment } from 'react';

/**
 * An email address that wraps, when it must, where a reader expects: before the "@" and before each
 * dot of the domain, after a hyphen (`<wbr>`), never in the middle of a word. Copied, it is the
 * address as typed.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  // "lindiwe.mokoena" | "@greenleafplumbing-" | "and-" | "geysers" | ".co" | ".za"
  const parts = [...local.split(/(?<=[._-])/), ...domain.split(/(?=\.)|(?<=-)/)].filter(Boolean);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
