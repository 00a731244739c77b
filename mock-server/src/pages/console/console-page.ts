import { escapeHtml } from '../html';
import { linuxBootLog, windowsBootLog, type BootTarget } from './boot-log';

const STYLE = `
html,body{margin:0;height:100%;background:#0c0c0c}
#screen{box-sizing:border-box;height:100%;overflow-y:auto;padding:12px 14px;color:#d0d0d0;
  font:14px/1.35 "DejaVu Sans Mono",Menlo,Consolas,monospace;white-space:pre-wrap;word-break:break-all;outline:none}
.ok{color:#5fd75f}
.cursor{display:inline-block;width:.6em;background:#d0d0d0;animation:blink 1s steps(1) infinite}
@keyframes blink{50%{background:transparent}}
.refused{color:#ff8787;padding:24px;font:15px/1.5 "DejaVu Sans Mono",Menlo,Consolas,monospace}`;

// Echoes what is typed at the prompt; a Linux login asks for a password and always refuses it
// (there is no shell behind this console), SAC just shows its prompt again.
const SCRIPT = `
(function(){
  var screen=document.getElementById('screen'),input=document.getElementById('input');
  var prompt=screen.getAttribute('data-prompt'),windows=screen.getAttribute('data-os')==='windows';
  var stage='login',typed='';
  function out(text){input.insertAdjacentText('beforebegin',text);}
  function enter(){
    var line=typed;typed='';input.textContent='';
    if(windows){out(line+'\\n'+prompt);}
    else if(stage==='login'){out(line+'\\nPassword: ');stage='password';}
    else{out('\\n\\nLogin incorrect\\n'+prompt);stage='login';}
    screen.scrollTop=screen.scrollHeight;
  }
  screen.addEventListener('keydown',function(e){
    if(e.key==='Enter'){enter();}
    else if(e.key==='Backspace'){typed=typed.slice(0,-1);}
    else if(e.key.length===1&&!e.ctrlKey&&!e.metaKey){typed+=e.key;}
    else{return;}
    e.preventDefault();
    input.textContent=stage==='password'?'':typed;
    screen.scrollTop=screen.scrollHeight;
  });
  screen.focus();screen.scrollTop=screen.scrollHeight;
})();`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A serial console of the VM: its boot scrollback, then a prompt with a blinking cursor. */
export function renderConsolePage(target: BootTarget, nonce: string): string {
  const log = target.os === 'windows' ? windowsBootLog(target) : linuxBootLog(target);
  const lines = log.lines
    .map((l) => escapeHtml(l).replace(/^\[ {2}OK {2}\]/, '[  <span class="ok">OK</span>  ]'))
    .join('\n');
  const screen =
    `<div id="screen" tabindex="0" role="log" aria-label="Serial console of ${escapeHtml(target.hostname)}"` +
    ` data-os="${target.os}" data-prompt="${escapeHtml(log.prompt)}">` +
    `${lines}\n${escapeHtml(log.prompt)}<span id="input"></span><span class="cursor">&nbsp;</span></div>`;
  return page(
    `Console - ${target.hostname}`,
    nonce,
    `${screen}\n<script nonce="${nonce}">${SCRIPT}</script>`,
  );
}

export const CONSOLE_REFUSED = 'Console session is invalid or has expired';

/** The answer to a missing, forged or expired ticket (403). */
export function renderConsoleRefused(nonce: string): string {
  return page(
    'Console unavailable',
    nonce,
    `<p class="refused">${CONSOLE_REFUSED}.<br>Close this window and open the console again from the virtual machine's page.</p>`,
  );
}

/**
 * Only this page's own inline style and script may run (by nonce); nothing is fetched. It may be
 * framed by the portal (any local dev origin, like CORS) and by the mock itself.
 */
export function consoleCsp(nonce: string, portalOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${portalOrigin} http://localhost:* http://127.0.0.1:*`,
  ].join('; ');
}
