import { guardCollections } from '../../mock-server/src/model/committed';

// Tests freeze committed collections too, so code that changes one in place fails here.
guardCollections(true);
