import styled from 'styled-components';

/** A centred page that states a situation and offers what to do next (no access, an invitation). */
export const MessageScreen = styled.main`
  max-width: 560px;
  margin: 12vh auto 0;
  padding: 0 24px;
  text-align: center;
`;

export const MessageActions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin: 24px 0;
`;
