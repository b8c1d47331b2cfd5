import { createContext } from 'react';
import type { AppQueryClient } from '../query-client';

/** The app's query client, for the layouts whose screens call the API. */
export const AppQueryClientContext = createContext<AppQueryClient | null>(null);
