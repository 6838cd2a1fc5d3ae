/**
 * wp-admin "Import catalogue" page (inc/Catalog/ImportPage.php): uploads the CSV, validates it in
 * batches with a progress bar, lists every bad row, then imports all rows in one transaction.
 * Talks only to POST kabelshop/v1/admin/catalog-import with the wp_rest nonce and X-XSRF-TOKEN.
 */
(function () {
  'use strict';
  var config = window.kabelshopImport;
  var form = document.getElementById('kabelshop-import-form');
  if (!config || !form) return;
  var input = document.getElementById('kabelshop-import-file');
  var bar = document.getElementById('kabelshop-import-progress');
  var status = document.getElementById('kabelshop-import-status');
  var list = document.getElementById('kabelshop-import-errors');

  function format(text) {
    var args = Array.prototype.slice.call(arguments, 1);
    return text.replace(/%(\d)\$s/g, function (_, n) { return String(args[Number(n) - 1]); }).replace('%s', String(args[0]));
  }
  function cookie(name) {
    var part = document.cookie.split('; ').find(function (p) { return p.indexOf(name + '=') === 0; });
    return part ? decodeURIComponent(part.slice(name.length + 1)) : '';
  }
  function call(body) {
    return fetch(config.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-WP-Nonce': config.nonce, 'X-XSRF-TOKEN': cookie('XSRF-TOKEN') },
      body: body,
    }).then(function (response) {
      return response.json().then(function (data) {
        if (!response.ok) throw new Error((data && data.message) || config.text.failed);
        return data;
      });
    });
  }
  function step(fields) {
    var body = new FormData();
    Object.keys(fields).forEach(function (key) { body.append(key, fields[key]); });
    return call(body);
  }
  function showErrors(errors) {
    list.textContent = '';
    errors.forEach(function (error) {
      var item = document.createElement('li');
      item.textContent = format(config.text.error, error.line, error.field || '-', error.message);
      list.appendChild(item);
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    list.textContent = '';
    bar.value = 0;
    if (!input.files || !input.files[0]) {
      status.textContent = config.text.choose;
      input.focus();
      return;
    }
    var upload = new FormData();
    upload.append('step', 'upload');
    upload.append('file', input.files[0]);
    status.textContent = config.text.uploading;
    var errors = [];
    var fileId = '';
    var rows = 0;
    call(upload)
      .then(function (data) {
        fileId = data.file_id;
        rows = data.rows;
        errors = errors.concat(data.errors || []);
        function next(offset) {
          if (offset >= rows) return Promise.resolve();
          return step({ step: 'validate', file_id: fileId, offset: offset }).then(function (batch) {
            errors = errors.concat(batch.errors || []);
            bar.value = Math.round((batch.processed / Math.max(1, rows)) * 90);
            status.textContent = format(config.text.validating, batch.processed, rows);
            return next(batch.processed);
          });
        }
        return errors.length ? Promise.resolve() : next(0);
      })
      .then(function () {
        if (errors.length) {
          showErrors(errors);
          status.textContent = format(config.text.invalid, errors.length);
          return null;
        }
        status.textContent = config.text.importing;
        return step({ step: 'import', file_id: fileId }).then(function (data) {
          if (data.errors && data.errors.length) {
            showErrors(data.errors);
            status.textContent = format(config.text.invalid, data.errors.length);
            return;
          }
          bar.value = 100;
          status.textContent = data.summary;
        });
      })
      .catch(function (error) {
        status.textContent = error.message || config.text.failed;
      });
  });
})();
