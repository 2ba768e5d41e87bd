/** The 27 federative units with their IBGE UF codes and regions. Tuple: [ibgeCode, uf, name, region]. */
export const STATES: readonly (readonly [number, string, string, 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul'])[] = [
  [11, 'RO', 'Rondônia', 'Norte'],
  [12, 'AC', 'Acre', 'Norte'],
  [13, 'AM', 'Amazonas', 'Norte'],
  [14, 'RR', 'Roraima', 'Norte'],
  [15, 'PA', 'Pará', 'Norte'],
  [16, 'AP', 'Amapá', 'Norte'],
  [17, 'TO', 'Tocantins', 'Norte'],
  [21, 'MA', 'Maranhão', 'Nordeste'],
  [22, 'PI', 'Piauí', 'Nordeste'],
  [23, 'CE', 'Ceará', 'Nordeste'],
  [24, 'RN', 'Rio Grande do Norte', 'Nordeste'],
  [25, 'PB', 'Paraíba', 'Nordeste'],
  [26, 'PE', 'Pernambuco', 'Nordeste'],
  [27, 'AL', 'Alagoas', 'Nordeste'],
  [28, 'SE', 'Sergipe', 'Nordeste'],
  [29, 'BA', 'Bahia', 'Nordeste'],
  [31, 'MG', 'Minas Gerais', 'Sudeste'],
  [32, 'ES', 'Espírito Santo', 'Sudeste'],
  [33, 'RJ', 'Rio de Janeiro', 'Sudeste'],
  [35, 'SP', 'São Paulo', 'Sudeste'],
  [41, 'PR', 'Paraná', 'Sul'],
  [42, 'SC', 'Santa Catarina', 'Sul'],
  [43, 'RS', 'Rio Grande do Sul', 'Sul'],
  [50, 'MS', 'Mato Grosso do Sul', 'Centro-Oeste'],
  [51, 'MT', 'Mato Grosso', 'Centro-Oeste'],
  [52, 'GO', 'Goiás', 'Centro-Oeste'],
  [53, 'DF', 'Distrito Federal', 'Centro-Oeste'],
];

/** Rough population weight of each state (millions, Censo 2022), used to spread customers and events. */
export const STATE_WEIGHT: Record<string, number> = {
  SP: 44.4, MG: 20.5, RJ: 16.1, BA: 14.1, PR: 11.4, RS: 10.9, PE: 9.1, CE: 8.8, PA: 8.1, SC: 7.6, GO: 7.1, MA: 6.8,
  AM: 3.9, PB: 4.0, ES: 3.8, MT: 3.7, RN: 3.3, PI: 3.3, AL: 3.1, DF: 2.8, MS: 2.8, SE: 2.2, RO: 1.6, TO: 1.5, AC: 0.8,
  AP: 0.7, RR: 0.6,
};
