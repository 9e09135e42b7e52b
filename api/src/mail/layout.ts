import mjml2html from 'mjml';
import { escapeHtml } from './escape-html';

/** A row of a table: "Clicks | 620", with an optional note under the value. */
export interface EmailRow {
  label: string;
  value: string;
  note?: string | null;
  /** A total: bold. */
  strong?: boolean;
}

/**
 * What an email says, top to bottom. A string is a paragraph. Every text is plain text: the layout
 * escapes it, so a business name such as "Tom & Jerry's <Bakery>" cannot break or inject markup.
 */
export type EmailBlock =
  | string
  | { type: 'paragraph'; text: string; tone?: 'normal' | 'muted' | 'warning' }
  | { type: 'table'; rows: readonly EmailRow[] }
  | { type: 'columns'; columns: readonly { heading: string; lines: readonly string[] }[] }
  /** A one-time code, alone on its line in both parts. */
  | { type: 'code'; code: string };

export interface EmailContent {
  subject: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  blocks: readonly EmailBlock[];
  /** The one thing to do next: a button, and "label: url" in the text part. */
  action?: { label: string; url: string };
  /** Small print under the button. */
  footer?: string;
  /** The text part's last line. */
  signature?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const COLOURS = { ink: '#111827', heading: '#1e3a8a', muted: '#4b5563', warning: '#92400e', line: '#e5e7eb', button: '#1e40af' };
const TONES = {
  normal: '',
  muted: ` color="${COLOURS.muted}" font-size="14px"`,
  warning: ` color="${COLOURS.warning}" font-size="13px"`,
};
const cell = `padding:8px 0;border-bottom:1px solid ${COLOURS.line}`;

function blockMjml(block: EmailBlock): string {
  if (typeof block === 'string') return `<mj-text>${escapeHtml(block)}</mj-text>`;
  switch (block.type) {
    case 'paragraph':
      return `<mj-text${TONES[block.tone ?? 'normal']}>${escapeHtml(block.text)}</mj-text>`;
    case 'code':
      return `<mj-text font-size="28px" font-weight="700" letter-spacing="4px" font-family="ui-monospace, Menlo, Consolas, monospace">${escapeHtml(block.code)}</mj-text>`;
    case 'table': {
      const bold = (row: EmailRow) => (row.strong ? ';font-weight:700' : '');
      const rows = block.rows.map(
        (row) =>
          `<tr><td style="${cell}${bold(row)}">${escapeHtml(row.label)}</td>` +
          `<td style="${cell};text-align:right${bold(row)}">${escapeHtml(row.value)}` +
          (row.note ? `<br /><span style="color:${COLOURS.muted};font-size:13px">${escapeHtml(row.note)}</span>` : '') +
          '</td></tr>',
      );
      return `<mj-table>${rows.join('')}</mj-table>`;
    }
    case 'columns':
      // MJML columns sit in a section of their own.
      return block.columns
        .map(
          (c) =>
            `<mj-column><mj-text><strong>${escapeHtml(c.heading)}</strong><br />${c.lines.map(escapeHtml).join('<br />')}</mj-text></mj-column>`,
        )
        .join('');
  }
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'code':
      return block.code;
    case 'table':
      return block.rows.map((row) => `${row.label}: ${row.value}${row.note ? ` (${row.note})` : ''}`).join('\n');
    case 'columns':
      return block.columns.map((c) => [`${c.heading}:`, ...c.lines].join('\n')).join('\n\n');
  }
}

/**
 * Every email's one layout: a heading, the blocks, one button and small print on a white card, as HTML
 * from MJML (tables and inline styles that common mail clients render) and the same words as plain text.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const { subject, preview, heading, blocks, action, footer, signature = 'AdLaunch' } = content;

  const text = [
    heading,
    ...blocks.map(blockText),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footer ? [footer] : []),
    signature,
  ].join('\n\n');

  // One section per run of blocks; a columns block needs a section of its own.
  const sections: string[][] = [
    [`<mj-text font-size="22px" font-weight="700" color="${COLOURS.heading}">${escapeHtml(heading)}</mj-text>`],
  ];
  for (const block of blocks) {
    const isColumns = typeof block !== 'string' && block.type === 'columns';
    if (isColumns) sections.push([blockMjml(block)], []);
    else sections[sections.length - 1].push(blockMjml(block));
  }
  if (action) {
    sections[sections.length - 1].push(
      `<mj-button href="${escapeHtml(action.url)}" background-color="${COLOURS.button}" color="#ffffff" font-weight="600">${escapeHtml(action.label)}</mj-button>`,
    );
  }
  if (footer) sections[sections.length - 1].push(`<mj-text${TONES.muted}>${escapeHtml(footer)}</mj-text>`);
  const body = sections
    .filter((parts) => parts.length > 0)
    .map((parts, i, all) => {
      const padding = `${i === 0 ? 24 : 0}px 24px ${i === all.length - 1 ? 24 : 0}px`;
      const inner = parts[0].startsWith('<mj-column') ? parts.join('') : `<mj-column>${parts.join('')}</mj-column>`;
      return `<mj-section background-color="#ffffff" padding="${padding}">${inner}</mj-section>`;
    })
    .join('');

  const { html, errors } = await mjml2html(
    `<mjml lang="en">
      <mj-head>
        <mj-title>${escapeHtml(subject)}</mj-title>
        <mj-preview>${escapeHtml(preview)}</mj-preview>
        <mj-attributes>
          <mj-all font-family="-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
          <mj-text font-size="16px" line-height="1.5" color="${COLOURS.ink}" />
        </mj-attributes>
      </mj-head>
      <mj-body background-color="#f3f4f6">${body}</mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length) throw new Error(`email layout (${subject}): ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject, html, text };
}
