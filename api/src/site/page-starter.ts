import { createHash } from 'node:crypto';
import { EARLY_INPUT_GLOBAL } from '@adlaunch/shared';

/**
 * The one inline script of a served page (snapshot or frame), at the end of its body (decision 033).
 *
 * - The page is live from its first paint: links are links, fields take typing. Until the app has
 *   taken over (`#root[data-prerendered]`), the script keeps a record of what the person does
 *   (`EarlyInput` in the contract): the fields they change, the focus, the disclosure buttons they
 *   open (it flips `aria-expanded` itself, and the style sheets show what it controls), the last other
 *   button they press and a form they send (kept, not sent: the app sends it). The shell hands the
 *   record over to the app's markup (`shell/src/lib/early-input.ts`).
 * - A form the server answers as the app would (`data-server-answers`, `forms/server-forms.ts`) is
 *   sent to it instead: a press acts at once, not when the app has loaded (decision 041). A page that
 *   answers a post (`data-post-answer`) starts no app: its forms go to the server too.
 * - It adds `/main.js` once the served markup has painted (two animation frames): the page paints
 *   before any script is fetched, as a preload would compete with the page itself on a slow line.
 *
 * The Content Security Policy allows exactly this script by its hash (`PAGE_STARTER_CSP`).
 */
export const PAGE_STARTER = `(function(){
var root=document.getElementById('root'),on=[],answer=root.hasAttribute('data-post-answer');
function add(list,el){if(list.indexOf(el)<0)list.push(el)}
var early=window.${EARLY_INPUT_GLOBAL}={served:[].slice.call(root.children),fields:[],toggles:[],focus:null,click:null,submit:null,
stop:function(){on.forEach(function(l){document.removeEventListener(l[0],l[1],true)})}};
function listen(type,fn){var h=function(e){if(root.hasAttribute('data-prerendered')&&root.contains(e.target))fn(e.target,e)};on.push([type,h]);document.addEventListener(type,h,true)}
listen('input',function(t){add(early.fields,t)});
listen('change',function(t){add(early.fields,t)});
listen('focusin',function(t){early.focus=t});
listen('submit',function(t,e){if(answer||t.hasAttribute('data-server-answers'))return;e.preventDefault();early.submit=t});
listen('click',function(t){var b=t.closest&&t.closest('button');if(!b||b.disabled)return;
if(b.hasAttribute('aria-expanded')){b.setAttribute('aria-expanded',b.getAttribute('aria-expanded')==='true'?'false':'true');add(early.toggles,b)}
else if(b.type!=='submit'||!b.form)early.click=b});
if(!answer)requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.createElement('script');s.src='/main.js';document.head.appendChild(s)})});
})();`;

export const PAGE_STARTER_CSP = `'sha256-${createHash('sha256').update(PAGE_STARTER).digest('base64')}'`;

/** The shell's page with its deferred `/main.js` replaced by the page starter, at the end of the body (so that the frame it waits for is the one that paints the page). */
export const withPageStarter = (html: string) => {
  const tag = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;
  if (!tag.test(html)) throw new Error('the shell page has no deferred /main.js to start after the first frame');
  return html.replace(tag, '').replace('</body>', `<script>${PAGE_STARTER}</script></body>`);
};

const STARTER_OPENING = "<script>(function(){\nvar root=document.getElementById('root')";

/**
 * A snapshot keeps the page starter it was rendered with, and a release's snapshots are reused until
 * the next release: the server puts in the current one, which the Content Security Policy's hash allows.
 */
export const withCurrentStarter = (html: string) => {
  const start = html.lastIndexOf(STARTER_OPENING);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  return end < 0 ? html : `${html.slice(0, start)}<script>${PAGE_STARTER}</script>${html.slice(end + '</script>'.length)}`;
};
