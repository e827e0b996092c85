import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { educationSlice } from '../features/education/educationSlice';
import { projectsSlice } from '../features/projects/projectsSlice';
import { themeMiddleware } from '../features/theme/themeMiddleware';
import { themeSlice } from '../features/theme/themeSlice';

const rootReducer = combineReducers({
  [projectsSlice.reducerPath]: projectsSlice.reducer,
  [educationSlice.reducerPath]: educationSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(themeMiddleware),
    // Named, with a stack trace for each action, in Redux DevTools (development only).
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Portfolio', trace: true },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
