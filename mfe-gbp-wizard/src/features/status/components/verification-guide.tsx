import { CONTACT } from '@adlaunch/shared';
import styles from './status-step.module.css';

/** How each verification method works; shown open while the listing waits for verification. */
export function VerificationMethods({ open }: { open: boolean }) {
  return (
    <div className={styles.summary}>
      <p>Google chooses the method; it may offer more than one. Whichever it is, we tell you by email which one applies to you.</p>
      <details className={styles.method} open={open}>
        <summary>Postcard by post</summary>
        <div>
          <p>
            A postcard with a 5-digit code is posted to your business address. It usually takes 5 to 14 days. It is addressed to your
            business name, so tell whoever collects the post to look out for it.
          </p>
        </div>
      </details>
      <details className={styles.method}>
        <summary>Phone call or text message</summary>
        <div>
          <p>
            An automated call or SMS reads out a code to your business mobile number. Keep your phone nearby on the day we tell you it is
            coming.
          </p>
        </div>
      </details>
      <details className={styles.method}>
        <summary>Email</summary>
        <div>
          <p>
            The code arrives at the email address on your website&apos;s domain. Check your spam folder if it has not arrived within an
            hour.
          </p>
        </div>
      </details>
      <details className={styles.method}>
        <summary>Video recording</summary>
        <div>
          <p>You record one continuous video on your phone and upload it through the link we send you. Show, without cutting:</p>
          <ul>
            <li>your street or a nearby landmark, then your signage or branded vehicle;</li>
            <li>your equipment, stock or where you work;</li>
            <li>proof that you run the business, such as unlocking the door or the till, or a business document.</li>
          </ul>
        </div>
      </details>
    </div>
  );
}

/** The step where owners most often get stuck, and how to get past it. */
export function WhenTheCodeArrives() {
  return (
    <>
      <ol>
        <li>Send us the code the same day: by chat, or by replying to our email.</li>
        <li>We enter it for you and confirm when Google accepts it.</li>
        <li>Keep your business name, address and phone number exactly as they are until the listing is live.</li>
      </ol>
      <aside className={styles.stuck} aria-labelledby="gbp-stuck-title">
        <h3 id="gbp-stuck-title">Where most owners get stuck</h3>
        <p>
          Waiting for the postcard. Please do not ask for a new code while one is on its way: every new request cancels the code already
          posted. If no postcard has arrived after 14 days, tell us and we request a new one or ask Google for another method.
        </p>
        <p>A code is valid for 30 days. Changing your business details before the listing is live also restarts verification.</p>
      </aside>
      <p className={styles.contact}>
        <a href={CONTACT.chatUrl} target="_blank" rel="noreferrer">
          Send us your code by chat
        </a>
        {' or '}
        <a href={`mailto:${CONTACT.supportEmail}?subject=${encodeURIComponent('My business profile verification code')}`}>
          email {CONTACT.supportEmail}
        </a>
      </p>
    </>
  );
}
