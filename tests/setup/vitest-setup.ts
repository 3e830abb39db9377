// Shared unit-test setup: an in-memory IndexedDB so idb-keyval works under Node.
import 'fake-indexeddb/auto';
