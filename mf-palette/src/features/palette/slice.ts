import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchEntryKind } from '@staydesk/contracts';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../data/palette-queries';

export interface PaletteState {
  search: string;
  /** The command whose steps are shown, or null for the command list. */
  commandId: string | null;
  /** The question the assistant answers, once asked. */
  question: string | null;
  /** Result groups opened with 'Show N more'. */
  expanded: SearchEntryKind[];
}

const initialState: PaletteState = {
  search: '',
  commandId: null,
  question: null,
  expanded: [],
};

export const paletteSlice = createSlice({
  name: 'palette',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.expanded = [];
    },
    commandActivated(state, action: PayloadAction<string>) {
      state.commandId = action.payload;
      state.search = '';
    },
    questionAsked(state, action: PayloadAction<string>) {
      state.question = action.payload;
    },
    groupExpanded(state, action: PayloadAction<SearchEntryKind>) {
      state.expanded.push(action.payload);
    },
    backToCommands: () => initialState,
  },
});

export const { searchChanged, commandActivated, questionAsked, groupExpanded, backToCommands } =
  paletteSlice.actions;

/** The palette's store, one per opening: its steps' state beside the remote's api. */
export const createPaletteStore = () =>
  createRemoteStore(api, { [paletteSlice.name]: paletteSlice.reducer });
type PaletteStore = ReturnType<typeof createPaletteStore>;
export const usePaletteDispatch = useDispatch.withTypes<PaletteStore['dispatch']>();
export const usePaletteSelector = useSelector.withTypes<ReturnType<PaletteStore['getState']>>();
