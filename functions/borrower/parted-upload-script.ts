import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { MAX_UPLOAD_BYTES } from '../../src/lib/upload-limits';
import { BORROWER_BASE_PATH } from './session';

/**
 * The file page's one script (ADR 60), inline (3.1 KB, 1.3 KB gzipped): with JavaScript, a file larger than one request
 * may carry (a phone camera's 4–8 MB photo) is sent in parts to `parted-routes.ts` instead of through the plain
 * form, with its progress said in a status line. Whatever the outcome, the page is loaded again at the document with
 * the server's status key (`?done=uploaded`, `?error={code}`), so the message is the one the plain form gets. A file
 * within the plain limit, or a browser without `fetch`, still posts the plain form; nothing here is needed for it.
 */
const SOURCE = `(function () {
  var T = __CONFIG__;
  if (!window.fetch || !window.Blob || !Blob.prototype.slice) return;
  var forms = document.querySelectorAll('form[enctype="multipart/form-data"]');
  Array.prototype.forEach.call(forms, function (form) {
    var match = /\\/needs\\/([^/]+)\\/uploads$/.exec(form.getAttribute('action') || '');
    var input = form.querySelector('input[type=file]');
    if (!match || !input) return;
    var needId = decodeURIComponent(match[1]);
    var hint = document.getElementById(input.id + '-hint');
    if (hint) hint.textContent = T.hint;
    var status = document.createElement('p');
    status.className = 'hint';
    status.setAttribute('role', 'status');
    form.appendChild(status);
    var back = function (key) { location.assign(T.base + '?' + key + '#need-' + encodeURIComponent(needId)); };
    var codeOf = function (response) {
      return response.json().then(function (body) { return 'error=' + encodeURIComponent(body.error.code); }, function () { return 'error=upload_failed'; });
    };
    var send = function (url, init) { init.credentials = 'same-origin'; return fetch(url, init); };
    form.addEventListener('submit', function (event) {
      var file = input.files && input.files[0];
      if (!file || file.size <= T.plainMax) return;
      event.preventDefault();
      var button = form.querySelector('button');
      if (button) button.disabled = true;
      status.textContent = T.uploading + ' 0%';
      send(T.base + '/needs/' + encodeURIComponent(needId) + '/parted-uploads', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: file.name, size: file.size })
      }).then(function (begun) {
        if (!begun.ok) return codeOf(begun);
        return begun.json().then(function (upload) {
          var part = function (index, tries) {
            if (index === upload.parts) {
              return send(T.base + '/parted-uploads/' + upload.id + '/finish', { method: 'POST' }).then(function (done) {
                return done.ok ? 'done=uploaded' : codeOf(done);
              });
            }
            var body = file.slice(index * upload.part_bytes, (index + 1) * upload.part_bytes);
            return send(T.base + '/parted-uploads/' + upload.id + '/parts/' + index, {
              method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: body
            }).then(function (sent) {
              if (sent.ok) {
                status.textContent = T.uploading + ' ' + Math.round(((index + 1) / (upload.parts + 1)) * 100) + '%';
                return part(index + 1, 0);
              }
              // A part lost on a busy connection is sent once more; a refusal is final.
              return sent.status >= 500 && tries < 1 ? part(index, tries + 1) : codeOf(sent);
            });
          };
          return part(0, 0);
        });
      }).then(back, function () { back('error=upload_failed'); });
    });
  });
})();`;

/** The script with its texts and limits, safe inside a `<script>` element. */
export function partedUploadScript(): string {
  const config = JSON.stringify({ base: BORROWER_BASE_PATH, plainMax: MAX_UPLOAD_BYTES, hint: m.needs.hintParted, uploading: m.needs.uploading }).replace(
    /</g,
    '\\u003c',
  );
  return `<script>${SOURCE.replace('__CONFIG__', config)}</script>`;
}
