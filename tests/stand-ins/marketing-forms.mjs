/**
 * Local stand-in for the marketing-automation provider (Forms 2.0), for the browser tests and the demo:
 * - GET /js/forms2/js/forms2.min.js: a script defining `window.MktoForms2` with the calls the site makes
 *   (loadForm, whenReady; forms with getId, getFormElem, onSuccess, submit, vals). A form is one email field and a
 *   submit button, as `.mktoFormRow` / `.mktoButtonRow` rows; form 1417 gets its rows twice, as the real provider
 *   renders a form loaded twice, so the tests see the site remove the repeats.
 * - POST /index.php/leadCapture/save2: records a submission; GET /submissions lists them as JSON, for the tests only
 *   (MARKETING_FORMS_LIST_SUBMISSIONS=1), and never to other sites' pages (no CORS header on it).
 * - GET /health.
 * It listens on loopback (MARKETING_FORMS_HOST to change it).
 */
import http from 'node:http'

const port = Number(process.env.MARKETING_FORMS_PORT ?? 3103)
const host = process.env.MARKETING_FORMS_HOST || '127.0.0.1'
const listSubmissions = process.env.MARKETING_FORMS_LIST_SUBMISSIONS === '1'
/** Form rendered twice, to prove the site removes repeated rows. */
const TWICE = 1417
const MAX_BODY = 10_000
const MAX_SUBMISSIONS = 1000

const FORMS_SCRIPT = `(function () {
  if (window.MktoForms2) return;
  var loaded = [];
  var whenReady = [];
  function rows(formId) {
    var id = 'Email_' + formId;
    return '<div class="mktoFormRow"><div class="mktoFieldWrap"><label class="mktoLabel" for="' + id + '">Email address</label>' +
      '<input class="mktoField" id="' + id + '" name="Email" type="email" autocomplete="email" required></div></div>' +
      '<div class="mktoButtonRow"><span class="mktoButtonWrap"><button type="submit" class="mktoButton">Submit</button></span></div>';
  }
  function createForm(baseUrl, formId, element) {
    var successes = [];
    var form = {
      getId: function () { return formId; },
      getFormElem: function () { return [element]; },
      onSuccess: function (callback) { successes.push(callback); return form; },
      vals: function () {
        var values = {};
        new FormData(element).forEach(function (value, key) { values[key] = String(value); });
        return values;
      },
      submit: function () {
        var values = form.vals();
        var body = new URLSearchParams(values);
        body.set('formid', String(formId));
        var base = baseUrl.replace(/\\/+$/, '');
        fetch(base + '/index.php/leadCapture/save2', { method: 'POST', body: body }).then(function (response) {
          if (!response.ok) throw new Error('The submission was refused: ' + response.status);
          var followUpUrl = base + '/thank-you';
          var follow = true;
          successes.forEach(function (callback) { if (callback(values, followUpUrl) === false) follow = false; });
          if (follow) window.location.href = followUpUrl;
        });
        return form;
      },
    };
    return form;
  }
  window.MktoForms2 = {
    loadForm: function (baseUrl, munchkinId, formId, callback) {
      var element = document.getElementById('mktoForm_' + formId);
      if (!element) return;
      element.classList.add('mktoForm');
      element.insertAdjacentHTML('beforeend', formId === ${TWICE} ? rows(formId) + rows(formId) : rows(formId));
      var form = createForm(baseUrl, formId, element);
      element.addEventListener('submit', function (event) {
        event.preventDefault();
        if (!element.reportValidity()) return;
        form.submit();
      });
      loaded.push(form);
      whenReady.forEach(function (ready) { ready(form); });
      if (callback) callback(form);
    },
    whenReady: function (ready) {
      whenReady.push(ready);
      loaded.forEach(function (form) { ready(form); });
    },
  };
})();
`

/** @type {{ formId: number, values: Record<string, string>, receivedAt: string }[]} */
const submissions = []

const cors = { 'access-control-allow-origin': '*' }

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
      if (body.length > MAX_BODY) reject(new Error('too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

http
  .createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' }).end()
      return
    }
    if (pathname === '/health') return response.end('ok')
    if (request.method === 'GET' && pathname === '/js/forms2/js/forms2.min.js') {
      response.writeHead(200, { ...cors, 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-stand-in': 'marketing-forms' }).end(FORMS_SCRIPT)
      return
    }
    if (request.method === 'POST' && pathname === '/index.php/leadCapture/save2') {
      try {
        const values = Object.fromEntries(new URLSearchParams(await readBody(request)))
        const { formid, ...fields } = values
        if (submissions.length < MAX_SUBMISSIONS) submissions.push({ formId: Number(formid), values: fields, receivedAt: new Date().toISOString() })
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ success: true }))
      } catch {
        response.writeHead(413, cors).end('too large')
      }
      return
    }
    if (listSubmissions && request.method === 'GET' && pathname === '/submissions') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(submissions))
      return
    }
    response.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end('not found')
  })
  .listen(port, host)
