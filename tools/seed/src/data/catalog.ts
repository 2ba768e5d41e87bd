/** Reference and catalogue content for the seed (pt-BR). Company, sponsor and NGO names are fictional. */

export const COUNTRIES: readonly (readonly [string, string, string])[] = [
  ['Brasil', 'BR', '55'],
  ['Argentina', 'AR', '54'],
  ['Bolívia', 'BO', '591'],
  ['Chile', 'CL', '56'],
  ['Colômbia', 'CO', '57'],
  ['Equador', 'EC', '593'],
  ['Estados Unidos', 'US', '1'],
  ['Paraguai', 'PY', '595'],
  ['Peru', 'PE', '51'],
  ['Portugal', 'PT', '351'],
  ['Uruguai', 'UY', '598'],
  ['Venezuela', 'VE', '58'],
];

/** Category name → modality type names that fit it. */
export const CATEGORIES = [
  'Corrida de rua',
  'Ciclismo',
  'Triathlon',
  'Natação',
  'Beach tennis',
  'Trail run',
  'Caminhada',
  'Mountain bike',
  'Duathlon',
  'Corrida de obstáculos',
  'Aulas e treinos',
] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export const EVENT_TYPES = ['Evento esportivo', 'Corrida virtual', 'Torneio', 'Evento beneficente', 'Aula / treino'] as const;

export const BRANCHES = ['Matriz São Paulo', 'Filial Rio de Janeiro', 'Filial Belo Horizonte', 'Filial Curitiba', 'Filial Recife', 'Filial Porto Alegre'];

export const COMPANIES = [
  'Corre Brasil Eventos Esportivos',
  'Pedal Sul Organização de Eventos',
  'Vento Norte Esportes',
  'Maré Alta Eventos Aquáticos',
  'Trilha & Cia Aventura',
  'Atleta Total Promoções',
  'Rota 42 Assessoria Esportiva',
  'Circuito das Águas Eventos',
  'Sol Nascente Esportes',
  'Beach Point Torneios',
];

export const MODALITY_TYPES = ['Corrida', 'Caminhada', 'Ciclismo', 'Natação', 'Triathlon', 'Beach tennis', 'Infantil', 'Aula'] as const;

/** [name, modality type, distance km, categories it fits, deleted?] */
export const MODALITIES: readonly (readonly [string, (typeof MODALITY_TYPES)[number], number | null, readonly CategoryName[], boolean])[] = [
  ['Kids 1 km', 'Infantil', 1, ['Corrida de rua', 'Caminhada'], false],
  ['Caminhada 3 km', 'Caminhada', 3, ['Corrida de rua', 'Caminhada'], false],
  ['Caminhada 5 km', 'Caminhada', 5, ['Caminhada'], false],
  ['5 km', 'Corrida', 5, ['Corrida de rua', 'Corrida de obstáculos'], false],
  ['10 km', 'Corrida', 10, ['Corrida de rua', 'Corrida de obstáculos'], false],
  ['15 km', 'Corrida', 15, ['Corrida de rua'], false],
  ['21 km', 'Corrida', 21.0975, ['Corrida de rua'], false],
  ['42 km', 'Corrida', 42.195, ['Corrida de rua'], false],
  ['Trail 12 km', 'Corrida', 12, ['Trail run'], false],
  ['Trail 25 km', 'Corrida', 25, ['Trail run'], false],
  ['Ultra 50 km', 'Corrida', 50, ['Trail run'], false],
  ['Passeio ciclístico 20 km', 'Ciclismo', 20, ['Ciclismo'], false],
  ['Speed 80 km', 'Ciclismo', 80, ['Ciclismo'], false],
  ['Gran Fondo 120 km', 'Ciclismo', 120, ['Ciclismo'], false],
  ['MTB 40 km', 'Ciclismo', 40, ['Mountain bike'], false],
  ['MTB 70 km', 'Ciclismo', 70, ['Mountain bike'], false],
  ['Natação 1,5 km', 'Natação', 1.5, ['Natação'], false],
  ['Travessia 3 km', 'Natação', 3, ['Natação'], false],
  ['Travessia 5 km', 'Natação', 5, ['Natação'], false],
  ['Triathlon Sprint', 'Triathlon', 25.75, ['Triathlon'], false],
  ['Triathlon Olímpico', 'Triathlon', 51.5, ['Triathlon'], false],
  ['Duathlon Sprint', 'Corrida', 27.5, ['Duathlon'], false],
  ['Beach tennis duplas', 'Beach tennis', null, ['Beach tennis'], false],
  ['Beach tennis simples', 'Beach tennis', null, ['Beach tennis'], false],
  ['Treino funcional', 'Aula', null, ['Aulas e treinos'], false],
  ['Treino de corrida', 'Aula', null, ['Aulas e treinos'], false],
  ['Corrida 8 km (antiga)', 'Corrida', 8, ['Corrida de rua'], true],
  ['Revezamento 4x5 km (antigo)', 'Corrida', 20, ['Corrida de rua'], true],
];

/** [name, description, price, stock, deleted?] */
export const EXTRAS: readonly (readonly [string, string, number, number, boolean])[] = [
  ['Camiseta técnica', 'Camiseta dry-fit oficial do evento', 59.9, 2000, false],
  ['Medalha finisher', 'Medalha personalizada de conclusão', 39.9, 3000, false],
  ['Kit foto digital', 'Todas as suas fotos do evento em alta resolução', 49.9, 5000, false],
  ['Boné', 'Boné de corrida com proteção UV', 44.9, 800, false],
  ['Viseira', 'Viseira leve com faixa absorvente', 34.9, 600, false],
  ['Meia de compressão', 'Par de meias de compressão', 69.9, 500, false],
  ['Squeeze', 'Garrafa squeeze 600 ml', 24.9, 1500, false],
  ['Toalha', 'Toalha de microfibra', 29.9, 700, false],
  ['Seguro atleta', 'Seguro de acidentes pessoais no dia do evento', 9.9, 100000, false],
  ['Estacionamento', 'Vaga no estacionamento oficial', 30, 400, false],
  ['Pasta party', 'Jantar de massas na véspera da prova', 54.9, 300, false],
  ['Chip descartável (antigo)', 'Chip de cronometragem avulso', 15, 0, true],
  ['Caneca (antiga)', 'Caneca comemorativa', 25, 0, true],
];

export const SPONSOR_TYPES: readonly (readonly [string, number])[] = [
  ['Master', 1],
  ['Ouro', 2],
  ['Prata', 3],
  ['Bronze', 4],
  ['Apoio', 5],
  ['Mídia', 6],
];

export const SPONSORS = [
  'Águas da Serra', 'Energia Solar Vale Verde', 'Farmácias Bem Estar', 'Isotônico Hidra+', 'Banco Horizonte',
  'Supermercados Bom Preço', 'Óticas Visão Clara', 'Construtora Alicerce', 'Rádio Movimento FM', 'Clínica Ortopédica Passo Firme',
  'Academia Corpo em Forma', 'Tênis Passada Leve', 'Cooperativa Agro Sul', 'Seguradora Amparo', 'Laboratório Vida',
  'Café Serra Azul', 'Bike Center Pedal Forte', 'Nutri Barra Natural', 'Hotel Praia Mansa', 'Portal Notícias do Esporte',
];

/** [name, states (UF) it works in] */
export const ONGS: readonly (readonly [string, readonly string[]])[] = [
  ['Instituto Passos que Transformam', ['SP', 'RJ', 'MG']],
  ['Associação Correr é Incluir', ['SP']],
  ['Fundação Mãos Solidárias', ['BA', 'PE', 'CE']],
  ['Instituto Água Limpa', ['AM', 'PA']],
  ['Casa de Apoio Vida Nova', ['RS', 'SC', 'PR']],
  ['Projeto Esporte Cidadão', ['RJ', 'ES']],
  ['Associação Amigos do Parque', ['MG', 'GO', 'DF']],
  ['Instituto Crescer Brincando', ['SP', 'PR']],
  ['Rede Solidária do Sertão', ['PB', 'RN', 'PI', 'MA']],
  ['Instituto Mata Atlântica Viva', ['SP', 'RJ', 'SC']],
  ['ONG Patas Amigas', ['SP', 'MG', 'RS']],
  ['Associação Pedalando pela Saúde', ['PR', 'SC']],
];

export const EVENT_GROUPS = [
  ['Circuito das Estações', 'Quatro etapas, uma por estação do ano.', true],
  ['Circuito Beach Tennis Verão', 'Etapas de beach tennis no litoral.', true],
  ['Corridas Solidárias', 'Eventos com doação para ONGs parceiras.', true],
  ['Desafio das Capitais', 'Provas em capitais brasileiras.', true],
  ['Temporada de Trail', 'Provas de montanha do calendário.', false],
  ['Eventos internos', 'Eventos de teste e homologação.', false],
] as const;

/** Name patterns by category; {city} is replaced. */
export const EVENT_NAME_PATTERNS: Record<CategoryName, readonly string[]> = {
  'Corrida de rua': [
    'Corrida de {city}', 'Meia Maratona de {city}', 'Maratona Internacional de {city}', 'Night Run {city}',
    'Corrida das Pontes de {city}', 'Corrida do Aniversário de {city}', 'Corrida Solidária de {city}', 'Rústica de {city}',
  ],
  Ciclismo: ['Pedal de {city}', 'Gran Fondo {city}', 'Desafio Ciclístico de {city}'],
  Triathlon: ['Triathlon de {city}', 'Desafio Triathlon {city}'],
  'Natação': ['Travessia Aquática de {city}', 'Desafio das Águas de {city}'],
  'Beach tennis': ['Open de Beach Tennis de {city}', 'Circuito Beach Tennis {city}'],
  'Trail run': ['Trail Run Serra de {city}', 'Desafio de Montanha {city}', 'Ultra Trail {city}'],
  Caminhada: ['Caminhada pela Vida {city}', 'Caminhada Ecológica de {city}'],
  'Mountain bike': ['MTB Desafio de {city}', 'Maratona MTB {city}'],
  Duathlon: ['Duathlon de {city}'],
  'Corrida de obstáculos': ['Corrida de Obstáculos {city}', 'Desafio Lama {city}'],
  'Aulas e treinos': ['Treino coletivo {city}'],
};

export const PLACES = [
  'Parque Ibirapuera', 'Orla da praia', 'Parque da Cidade', 'Estádio Municipal', 'Centro Histórico', 'Lagoa central',
  'Parque Ecológico', 'Praça da Matriz', 'Arena de eventos', 'Campus universitário', 'Marina', 'Autódromo',
];

export const PROFILE_PERMISSIONS: readonly (readonly [string, readonly (readonly [string, readonly string[]])[]])[] = [
  ['Eventos (somente leitura)', [['events', ['index']]]],
  [
    'Financeiro',
    [
      ['orders', ['index', 'update', 'cancel_preorder']],
      ['orders report', ['index', 'create']],
      ['sales report', ['index']],
      ['tax report', ['index', 'export']],
      ['trainer', ['index', 'withdraw']],
      ['partners', ['index', 'update']],
    ],
  ],
  [
    'Atendimento (SAC)',
    [
      ['tf users', ['index', 'update', 'enable', 'disable']],
      ['orders', ['index', 'cancel_preorder']],
      ['events', ['index']],
      ['teams', ['index']],
      ['reservations', ['index']],
    ],
  ],
  ['Proteção de dados (LGPD)', [['tf users', ['index', 'unmask', 'access_log', 'data_export', 'anonymize', 'export']]]],
  [
    'Marketing',
    [
      ['banners', ['index', 'create', 'update', 'destroy', 'enable', 'disable']],
      ['campaigns', ['index', 'create', 'update', 'finish']],
      ['coupons', ['index', 'create', 'update', 'enable', 'disable', 'export']],
      ['newsletter', ['index', 'enable', 'disable']],
      ['sponsors', ['index', 'create', 'update']],
    ],
  ],
  ['Retirada de kits', [['withdraw_kits', ['index', 'update', 'withdraw', 'cancel_preorder']], ['events', ['index']]]],
  [
    'Gestão de eventos',
    [
      [
        'events',
        ['index', 'create', 'update', 'destroy', 'enable', 'disable', 'duplicate', 'finish', 'disable_subscriptions', 'enable_subscriptions', 'import_results', 'import_athlete_number_file', 'export'],
      ],
      ['event groups', ['index', 'create', 'update', 'destroy']],
      ['modalities', ['index', 'create', 'update', 'destroy', 'restore']],
      ['extras', ['index', 'create', 'update', 'destroy', 'restore']],
      ['ongs', ['index', 'create', 'update']],
      ['tournaments', ['index', 'create', 'update', 'enable', 'disable', 'export']],
    ],
  ],
  ['Treinadores', [['trainer', ['index', 'update']], ['tournaments', ['index']]]],
];
