import { describe, expect, it } from 'vitest';
import { cascadeReducer, EMPTY_CASCADE, isCascadeEnabled, type Cascade } from './create-cascade';

const full: Cascade = {
  countryId: 1,
  regionId: 2,
  datacenterId: 3,
  imageId: 4,
  configurationId: 5,
  providerId: 6,
};

describe('create form cascade', () => {
  it('sets a choice', () => {
    const next = cascadeReducer(EMPTY_CASCADE, { type: 'choose', field: 'countryId', value: 1 });
    expect(next).toEqual({ ...EMPTY_CASCADE, countryId: 1 });
  });

  it('clears every later choice when an earlier one changes', () => {
    expect(cascadeReducer(full, { type: 'choose', field: 'regionId', value: 9 })).toEqual({
      ...EMPTY_CASCADE,
      countryId: 1,
      regionId: 9,
    });
    expect(cascadeReducer(full, { type: 'choose', field: 'imageId', value: 7 })).toEqual({
      ...full,
      imageId: 7,
      configurationId: null,
      providerId: null,
    });
  });

  it('keeps later choices when the same value is chosen again', () => {
    expect(cascadeReducer(full, { type: 'choose', field: 'countryId', value: 1 })).toBe(full);
  });

  it('changing the provider touches nothing else', () => {
    expect(cascadeReducer(full, { type: 'choose', field: 'providerId', value: 8 })).toEqual({
      ...full,
      providerId: 8,
    });
  });

  it('selects a region’s only datacenter', () => {
    const state = { ...EMPTY_CASCADE, countryId: 1, regionId: 2 };
    const next = cascadeReducer(state, {
      type: 'datacentersLoaded',
      regionId: 2,
      datacenters: [{ id: 14 }],
    });
    expect(next.datacenterId).toBe(14);
  });

  it('leaves the choice to the user when a region has several datacenters', () => {
    const state = { ...EMPTY_CASCADE, countryId: 1, regionId: 2 };
    const next = cascadeReducer(state, {
      type: 'datacentersLoaded',
      regionId: 2,
      datacenters: [{ id: 1 }, { id: 2 }],
    });
    expect(next).toBe(state);
  });

  it('ignores datacenters of a region the user has already left', () => {
    const state = { ...EMPTY_CASCADE, countryId: 1, regionId: 3 };
    const next = cascadeReducer(state, {
      type: 'datacentersLoaded',
      regionId: 2,
      datacenters: [{ id: 14 }],
    });
    expect(next).toBe(state);
  });

  it('selects the only fitting provider, for the current size only', () => {
    const state = { ...full, providerId: null };
    const loaded = { datacenterId: 3, imageId: 4, providers: [{ id: 11 }] };
    expect(
      cascadeReducer(state, { type: 'providersLoaded', configurationId: 5, ...loaded }).providerId,
    ).toBe(11);
    expect(cascadeReducer(state, { type: 'providersLoaded', configurationId: 6, ...loaded })).toBe(
      state,
    );
  });

  it('does not override a provider the user picked', () => {
    const next = cascadeReducer(full, {
      type: 'providersLoaded',
      datacenterId: 3,
      imageId: 4,
      configurationId: 5,
      providers: [{ id: 11 }],
    });
    expect(next.providerId).toBe(6);
  });

  it('enables each control only after the previous ones are chosen', () => {
    const state = { ...EMPTY_CASCADE, countryId: 1 };
    expect(isCascadeEnabled(state, 'countryId')).toBe(true);
    expect(isCascadeEnabled(state, 'regionId')).toBe(true);
    expect(isCascadeEnabled(state, 'datacenterId')).toBe(false);
    expect(isCascadeEnabled(full, 'providerId')).toBe(true);
  });
});
