import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES, outcomeFromError, outcomeFromResponse } from './inquiry-outcome';

const FIELDS = ['firstName', 'email', 'message'];
const respond = (status: number, body: unknown) => outcomeFromResponse(status, body, FIELDS);

describe('inquiry outcome from a reply', () => {
  it('200 with a message is success with the server message', () => {
    expect(respond(200, { message: 'Thanks, Ada!', data: { success: true, id: 1 } })).toEqual({
      ok: true,
      message: 'Thanks, Ada!',
    });
  });
  it('200 with success true but no message still fails with "Submission failed..."', () => {
    for (const body of [{ success: true }, { message: '', data: { success: true } }]) {
      expect(respond(200, body)).toEqual({
        ok: false,
        message: INQUIRY_MESSAGES.submissionFailed,
        fieldErrors: [],
      });
    }
  });
  it('200 without a message fails with "Submission failed. Please try again."', () => {
    expect(respond(200, {})).toMatchObject({
      ok: false,
      message: 'Submission failed. Please try again.',
    });
    expect(respond(200, '')).toMatchObject({
      ok: false,
      message: 'Submission failed. Please try again.',
    });
  });
  it('200 with success false fails with the server message', () => {
    expect(respond(200, { message: 'Duplicate inquiry', data: { success: false } })).toMatchObject({
      ok: false,
      message: 'Duplicate inquiry',
    });
  });
  it('other statuses show the server message, else "Server error ({status})…"', () => {
    expect(respond(503, { message: 'Down for maintenance' })).toMatchObject({
      ok: false,
      message: 'Down for maintenance',
    });
    expect(respond(500, null)).toMatchObject({
      ok: false,
      message: 'Server error (500). Please try again later.',
    });
    expect(respond(429, { message: '  ' })).toMatchObject({
      message: 'Server error (429). Please try again later.',
    });
  });
  it('400 with field errors puts them under the fields and asks for corrections', () => {
    const outcome = respond(400, {
      message: 'Invalid inquiry',
      errors: [
        { path: 'body.email', msg: 'Please provide a valid email address' },
        { path: 'unknown', msg: 'x' },
        { path: 'message', msg: '' },
      ],
    });
    expect(outcome).toEqual({
      ok: false,
      message: 'Please correct the errors below and try again.',
      detail: 'Invalid inquiry',
      fieldErrors: [{ path: 'email', msg: 'Please provide a valid email address' }],
    });
  });
  it('400 without usable errors says "Validation failed. Please check your input."', () => {
    expect(respond(400, { errors: [{ path: 'nope', msg: 'x' }] })).toEqual({
      ok: false,
      message: 'Validation failed. Please check your input.',
      fieldErrors: [],
    });
    expect(respond(400, { message: 'Bad body', errors: 'garbage' })).toMatchObject({
      message: 'Validation failed. Please check your input.',
      detail: 'Bad body',
    });
  });
});

describe('inquiry outcome from a thrown error', () => {
  it('a request that got no reply (network down, timeout) → no response', () => {
    const network = new AxiosError('Network Error', 'ERR_NETWORK', undefined, {});
    const timeout = new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED');
    expect(outcomeFromError(network, FIELDS).message).toBe(
      'No response from server. Please check your connection and try again.',
    );
    expect(outcomeFromError(timeout, FIELDS).message).toBe(INQUIRY_MESSAGES.noResponse);
  });
  it('an axios error before sending → request error', () => {
    const setup = new AxiosError('Unsupported protocol', 'ERR_BAD_REQUEST');
    expect(outcomeFromError(setup, FIELDS).message).toBe('Request error. Please try again.');
  });
  it('anything else → unexpected', () => {
    expect(outcomeFromError(new TypeError('boom'), FIELDS).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
