/** The create form's chained choices, in order: each waits for the one before. */
export const CASCADE_FIELDS = [
  'countryId',
  'regionId',
  'datacenterId',
  'imageId',
  'configurationId',
  'providerId',
] as const;
export type CascadeField = (typeof CASCADE_FIELDS)[number];
export type Cascade = Record<CascadeField, number | null>;

export const EMPTY_CASCADE: Cascade = {
  countryId: null,
  regionId: null,
  datacenterId: null,
  imageId: null,
  configurationId: null,
  providerId: null,
};

type WithId = { id: number };
export type CascadeAction =
  | { type: 'choose'; field: CascadeField; value: number | null }
  /** A region's datacenters arrived; a lone one is chosen for the user. */
  | { type: 'datacentersLoaded'; regionId: number; datacenters: readonly WithId[] }
  /** The providers for a size arrived; a lone one is chosen for the user. */
  | {
      type: 'providersLoaded';
      datacenterId: number;
      imageId: number;
      configurationId: number;
      providers: readonly WithId[];
    };

const later = (field: CascadeField) => CASCADE_FIELDS.slice(CASCADE_FIELDS.indexOf(field) + 1);

function choose(state: Cascade, field: CascadeField, value: number | null): Cascade {
  if (state[field] === value) return state;
  const next: Cascade = { ...state, [field]: value };
  // Later choices depended on the old value (a region of another country...): they go.
  for (const f of later(field)) next[f] = null;
  return next;
}

export function cascadeReducer(state: Cascade, action: CascadeAction): Cascade {
  switch (action.type) {
    case 'choose':
      return choose(state, action.field, action.value);
    case 'datacentersLoaded': {
      const [only] = action.datacenters;
      // Answers for a region the user has left since are ignored.
      if (state.regionId !== action.regionId || state.datacenterId !== null) return state;
      return action.datacenters.length === 1 && only
        ? choose(state, 'datacenterId', only.id)
        : state;
    }
    case 'providersLoaded': {
      const [only] = action.providers;
      const current =
        state.datacenterId === action.datacenterId &&
        state.imageId === action.imageId &&
        state.configurationId === action.configurationId;
      if (!current || state.providerId !== null) return state;
      return action.providers.length === 1 && only ? choose(state, 'providerId', only.id) : state;
    }
  }
}

/** A control is usable once every choice before it has been made. */
export const isCascadeEnabled = (state: Cascade, field: CascadeField) =>
  CASCADE_FIELDS.slice(0, CASCADE_FIELDS.indexOf(field)).every((f) => state[f] !== null);
