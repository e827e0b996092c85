import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { educationSlice } from '../features/education/educationSlice';
import { projectsSlice } from '../features/projects/projectsSlice';
import { themeListener } from '../features/theme/themeListener';
import { themeSlice } from '../features/theme/themeSlice';

const rootReducer = combineSlices(projectsSlice, educationSlice, themeSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(themeListener.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Portfolio' },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
