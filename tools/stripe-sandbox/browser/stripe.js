/* global window, document */
// The local Stripe sandbox's stand-in for Stripe.js (js.stripe.com), served at /js/stripe.js.
// It defines window.Stripe with what the shop's card payment uses: elements() with a card
// Element, createPaymentMethod, confirmCardPayment and retrievePaymentIntent. With it on the
// page, @stripe/stripe-js's loadStripe resolves to it instead of loading Stripe's script.
// The card Element is real inputs in the page (no iframe), so it is only for development.
(() => {
  'use strict';

  const script = document.currentScript;
  if (!script || !script.src) {
    throw new Error('Load the Stripe sandbox script with <script src="…/js/stripe.js">.');
  }
  // The API is the origin this script came from.
  const apiBase = new URL(script.src).origin;

  // --- Card rules, as Stripe.js checks them while the buyer types ---------------------------

  const digitsOf = (text) => text.replace(/\D/g, '');

  const brandPrefixes = [
    ['amex', /^3[47]/],
    ['diners', /^3(0[0-5]|[689])/],
    ['jcb', /^35(2[89]|[3-8])/],
    ['discover', /^(6011|64[4-9]|65)/],
    ['unionpay', /^62/],
    ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
    ['visa', /^4/],
  ];
  const brandOf = (number) =>
    (brandPrefixes.find(([, prefix]) => prefix.test(number)) || ['unknown'])[0];

  /** How the brand's numbers are grouped on the card; the sum is their length. */
  const groupsOf = (brand) =>
    brand === 'amex' ? [4, 6, 5] : brand === 'diners' ? [4, 6, 4] : [4, 4, 4, 4];
  const lengthOf = (brand) => groupsOf(brand).reduce((sum, size) => sum + size, 0);

  function passesLuhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  const problem = (code, message) => ({ type: 'validation_error', code, message });
  const incomplete = {
    number: problem('incomplete_number', 'Your card number is incomplete.'),
    expiry: problem('incomplete_expiry', "Your card's expiration date is incomplete."),
    cvc: problem('incomplete_cvc', "Your card's security code is incomplete."),
  };

  // Each field's check answers its state: empty, incomplete, invalid (with its error) or complete.
  function checkNumber(number) {
    if (!number) return { state: 'empty' };
    if (number.length < lengthOf(brandOf(number))) return { state: 'incomplete' };
    if (!passesLuhn(number)) {
      return { state: 'invalid', error: problem('invalid_number', 'Your card number is invalid.') };
    }
    return { state: 'complete' };
  }

  function checkExpiry(digits, now) {
    if (!digits) return { state: 'empty' };
    const month = Number(digits.slice(0, 2));
    if (digits.length >= 2 && (month < 1 || month > 12)) {
      const error = problem('invalid_expiry_month', "Your card's expiration month is invalid.");
      return { state: 'invalid', error };
    }
    if (digits.length < 4) return { state: 'incomplete' };
    const year = 2000 + Number(digits.slice(2, 4));
    if (year < now.getFullYear()) {
      const error = problem(
        'invalid_expiry_year_past',
        "Your card's expiration year is in the past.",
      );
      return { state: 'invalid', error };
    }
    if (year === now.getFullYear() && month < now.getMonth() + 1) {
      const error = problem(
        'invalid_expiry_month_past',
        "Your card's expiration date is in the past.",
      );
      return { state: 'invalid', error };
    }
    return { state: 'complete' };
  }

  const checkCvc = (cvc, brand) =>
    !cvc
      ? { state: 'empty' }
      : cvc.length < (brand === 'amex' ? 4 : 3)
        ? { state: 'incomplete' }
        : { state: 'complete' };

  /**
   * The card's state as a change event tells it. While typing, an invalid field shows its
   * error at once and an incomplete one only after the buyer left it (`touched`); on submit
   * (`final`), every field that is not complete does, the empty ones too.
   */
  function cardState(values, touched, final, now) {
    const number = digitsOf(values.number);
    const brand = brandOf(number);
    const fields = {
      number: checkNumber(number),
      expiry: checkExpiry(digitsOf(values.expiry), now),
      cvc: checkCvc(digitsOf(values.cvc), brand),
    };
    const errorField = ['number', 'expiry', 'cvc'].find((name) => {
      const { state } = fields[name];
      return (
        state === 'invalid' ||
        (state === 'incomplete' && (touched[name] || final)) ||
        (state === 'empty' && final)
      );
    });
    const states = Object.values(fields).map((field) => field.state);
    return {
      brand,
      empty: states.every((state) => state === 'empty'),
      complete: states.every((state) => state === 'complete'),
      errorField,
      error: errorField && { ...(fields[errorField].error || incomplete[errorField]) },
      fields,
    };
  }

  // --- Formatting while typing ---------------------------------------------------------------

  const formats = {
    number(value) {
      const digits = digitsOf(value);
      const brand = brandOf(digits);
      const groups = groupsOf(brand);
      const limited = digits.slice(0, lengthOf(brand));
      const parts = [];
      let start = 0;
      for (const size of groups) {
        if (start < limited.length) parts.push(limited.slice(start, start + size));
        start += size;
      }
      return parts.join(' ');
    },
    expiry(value) {
      let digits = digitsOf(value);
      // A first digit above 1 can only be a month on its own: 4 → 04.
      if (/^[2-9]/.test(digits)) digits = `0${digits}`;
      digits = digits.slice(0, 4);
      return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
    },
    cvc: (value) => digitsOf(value).slice(0, 4),
  };

  /** Puts the caret back after as many digits as were before it, after reformatting. */
  function placeCaret(input, digitsBefore) {
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < digitsBefore; position++) {
      if (/\d/.test(input.value[position])) seen++;
    }
    input.setSelectionRange(position, position);
  }

  // --- The card Element ----------------------------------------------------------------------

  const styleProperties = [
    'color',
    'fontFamily',
    'fontSize',
    'fontWeight',
    'letterSpacing',
    'lineHeight',
  ];

  /** Internal access to a card Element's data, for createPaymentMethod. */
  const cardData = new WeakMap();

  function field(label, autocomplete, placeholder, flex) {
    const input = document.createElement('input');
    input.type = 'text';
    input.setAttribute('aria-label', label);
    input.setAttribute('autocomplete', autocomplete);
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('placeholder', placeholder);
    input.setAttribute('spellcheck', 'false');
    input.style.cssText =
      'font:inherit;color:inherit;background:transparent;border:0;padding:0;margin:0;' +
      `min-width:0;flex:${flex}`;
    return input;
  }

  function createCardElement(initialOptions, onDestroy) {
    const inputs = {
      number: field('Card number', 'cc-number', '1234 1234 1234 1234', '1 1 10em'),
      expiry: field('Expiration date', 'cc-exp', 'MM / YY', '0 0 5em'),
      cvc: field('CVC', 'cc-csc', 'CVC', '0 0 3.5em'),
    };
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;align-items:center;gap:0.75em;width:100%;font:inherit';
    row.append(inputs.number, inputs.expiry, inputs.cvc);

    const listeners = new Map();
    let options = {};
    let touched = { number: false, expiry: false, cvc: false };
    let host = null;
    let ready = false;
    let focused = false;
    let destroyed = false;
    let shownError; // the error of the last change event: leaving a field may change it

    const emit = (event, payload) => {
      for (const handler of [...(listeners.get(event) || [])]) handler(payload);
    };
    const values = () => ({
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvc: inputs.cvc.value,
    });
    const state = (final = false) => cardState(values(), touched, final, new Date());

    function render(current) {
      const { base = {}, invalid = {} } = options.style || {};
      for (const [name, input] of Object.entries(inputs)) {
        const bad = current.fields[name].state === 'invalid' || current.errorField === name;
        input.setAttribute('aria-invalid', String(bad));
        input.style.color = (bad && invalid.color) || base.color || 'inherit';
      }
      if (!host) return;
      // The classes Stripe puts on the Element's container, which a page may style.
      host.classList.add('StripeElement');
      host.classList.toggle('StripeElement--empty', current.empty);
      host.classList.toggle('StripeElement--complete', current.complete);
      host.classList.toggle('StripeElement--invalid', Boolean(current.error));
      host.classList.toggle('StripeElement--focus', focused);
    }

    function change(final = false) {
      const current = state(final);
      render(current);
      shownError = current.error?.code;
      emit('change', {
        elementType: 'card',
        empty: current.empty,
        complete: current.complete,
        brand: current.brand,
        value: { postalCode: '' },
        ...(current.error && { error: current.error }),
      });
      return current;
    }

    function applyOptions(next) {
      options = { ...options, ...next };
      const { base = {} } = options.style || {};
      for (const input of Object.values(inputs)) {
        for (const property of styleProperties) {
          // Only what the page sets: the rest stays inherited from the form field.
          if (base[property]) input.style[property] = base[property];
        }
        input.disabled = Boolean(options.disabled);
      }
      render(state());
    }

    for (const [name, input] of Object.entries(inputs)) {
      input.addEventListener('input', () => {
        const caret = input.selectionStart ?? input.value.length;
        const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
        input.value = formats[name](input.value);
        if (document.activeElement === input) placeCaret(input, digitsBefore);
        change();
      });
      input.addEventListener('blur', () => {
        if (!input.value) return;
        touched = { ...touched, [name]: true };
        if (state().error?.code !== shownError) change();
      });
    }
    row.addEventListener('focusin', () => {
      if (focused) return;
      focused = true;
      render(state());
      emit('focus', { elementType: 'card' });
    });
    row.addEventListener('focusout', (event) => {
      if (row.contains(event.relatedTarget)) return;
      focused = false;
      render(state());
      emit('blur', { elementType: 'card' });
    });

    const element = {
      mount(target) {
        if (destroyed) {
          throw new Error('This Element has already been destroyed. Please create a new one.');
        }
        if (host) {
          throw new Error(
            'This Element is already mounted. Call unmount() before mounting it again.',
          );
        }
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node || typeof node.appendChild !== 'function') {
          throw new Error('Invalid DOM element. Call mount() with a DOM element or a selector.');
        }
        host = node;
        host.appendChild(row);
        render(state());
        // Stripe's Element is ready once its iframe loads, after mount() has returned.
        setTimeout(() => {
          if (host !== node || ready) return;
          ready = true;
          emit('ready', { elementType: 'card' });
        });
      },
      unmount() {
        if (!host) return;
        row.remove();
        host.classList.remove(
          'StripeElement',
          'StripeElement--empty',
          'StripeElement--complete',
          'StripeElement--invalid',
          'StripeElement--focus',
        );
        host = null;
        ready = false;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        listeners.clear();
        onDestroy();
      },
      update(next) {
        applyOptions(next || {});
      },
      focus() {
        inputs.number.focus();
      },
      blur() {
        if (row.contains(document.activeElement)) document.activeElement.blur();
      },
      clear() {
        for (const input of Object.values(inputs)) input.value = '';
        touched = { number: false, expiry: false, cvc: false };
        change();
      },
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        // React attaches its onReady handler in an effect that may run after the Element is
        // ready; a late 'ready' listener still hears it once.
        if (event === 'ready' && ready) setTimeout(() => handler({ elementType: 'card' }));
        return element;
      },
      off(event, handler) {
        if (listeners.has(event)) listeners.get(event).delete(handler);
        return element;
      },
    };

    cardData.set(element, {
      mounted: () => host !== null,
      /** The card for the API, or the error to show (and the fields marked) if it is not ready. */
      read() {
        touched = { number: true, expiry: true, cvc: true };
        const current = change(true);
        if (current.error) return { error: current.error };
        const { number, expiry, cvc } = values();
        const month = digitsOf(expiry).slice(0, 2);
        const year = `20${digitsOf(expiry).slice(2, 4)}`;
        return {
          card: { number: digitsOf(number), exp_month: month, exp_year: year, cvc: digitsOf(cvc) },
        };
      },
    });
    applyOptions(initialOptions);
    return element;
  }

  function createElements() {
    let card = null;
    return {
      create(type, elementOptions) {
        if (type !== 'card') {
          throw new Error(`The Stripe sandbox has only the 'card' Element, not '${type}'.`);
        }
        if (card) throw new Error('Can only create one Element of type card.');
        const created = createCardElement(elementOptions || {}, () => {
          if (card === created) card = null;
        });
        card = created;
        return card;
      },
      // Takes 'card' or react-stripe-js's CardElement component, as Stripe.js does.
      getElement(type) {
        const name = type && type.__elementType ? type.__elementType : type;
        return name === 'card' ? card : null;
      },
      // Elements-wide options (fonts, locale, appearance) change nothing in the sandbox.
      update() {},
    };
  }

  // --- The API, with the publishable key ------------------------------------------------------

  /** Stripe's form encoding: `card[number]=…&billing_details[address][city]=…`. */
  function formEncode(params, prefix, pairs = []) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      const name = prefix ? `${prefix}[${key}]` : key;
      if (typeof value === 'object') formEncode(value, name, pairs);
      else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
    return pairs.join('&');
  }

  function intentIdOf(clientSecret, method) {
    const match = /^(pi_[^_]+)_secret_[^_]+$/.exec(String(clientSecret));
    if (!match) {
      throw new Error(
        `Invalid value for ${method} intent secret: value should be a client_secret string. You specified: ${clientSecret}.`,
      );
    }
    return match[1];
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error(
        `Please call Stripe() with your publishable key. You used: ${publishableKey}`,
      );
    }

    /** Resolves to `{value}` or `{error}` (the API's error object), never rejects. */
    function call(method, path, params) {
      const query = formEncode(params);
      const url = `${apiBase}${path}${method === 'GET' && query ? `?${query}` : ''}`;
      return fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${publishableKey}`,
          ...(method === 'POST' && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        },
        ...(method === 'POST' && { body: query }),
      })
        .then((response) => response.json())
        .then((json) => (json.error ? { error: json.error } : { value: json }))
        .catch(() => ({
          error: {
            type: 'api_connection_error',
            message: `Could not reach the Stripe sandbox at ${apiBase}.`,
          },
        }));
    }

    function paymentMethodFrom(element, billingDetails) {
      const data = cardData.get(element);
      if (!data)
        throw new Error('Invalid value for card: it should be a card Element from elements().');
      if (!data.mounted()) {
        throw new Error(
          'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
        );
      }
      const { card, error } = data.read();
      if (error) return Promise.resolve({ error });
      return call('POST', '/v1/payment_methods', {
        type: 'card',
        card,
        billing_details: billingDetails,
      }).then(({ value, error: apiError }) =>
        apiError ? { error: apiError } : { paymentMethod: value },
      );
    }

    return {
      elements: createElements,

      // Both forms: ({type, card, billing_details}) and the older ('card', element, data).
      createPaymentMethod(typeOrData, element, data) {
        const request =
          typeof typeOrData === 'string'
            ? { ...data, type: typeOrData, card: element }
            : typeOrData || {};
        if (request.type !== 'card') {
          throw new Error(
            `The Stripe sandbox creates only card PaymentMethods, not '${request.type}'.`,
          );
        }
        return paymentMethodFrom(request.card, request.billing_details);
      },

      confirmCardPayment(clientSecret, data) {
        const id = intentIdOf(clientSecret, 'confirmCardPayment');
        const method = data && data.payment_method;
        const created =
          method && typeof method === 'object'
            ? paymentMethodFrom(method.card, method.billing_details)
            : Promise.resolve({ paymentMethod: method ? { id: method } : null });
        return created.then(({ paymentMethod, error }) => {
          if (error) return { error };
          return call('POST', `/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
            payment_method: paymentMethod ? paymentMethod.id : undefined,
            client_secret: clientSecret,
          }).then(({ value, error: apiError }) =>
            apiError ? { error: apiError } : { paymentIntent: value },
          );
        });
      },

      retrievePaymentIntent(clientSecret) {
        const id = intentIdOf(clientSecret, 'retrievePaymentIntent');
        return call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, {
          client_secret: clientSecret,
        }).then(({ value, error }) => (error ? { error } : { paymentIntent: value }));
      },

      createToken: () =>
        Promise.resolve({ error: { message: 'Tokens are not supported by the sandbox' } }),

      // Called by @stripe/stripe-js and @stripe/react-stripe-js to say who wraps Stripe.js.
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }

  // The release train @stripe/stripe-js 10 expects; another one only logs a warning.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
