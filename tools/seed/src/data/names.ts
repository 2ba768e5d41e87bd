/** Common Brazilian given names and surnames (frequency-ordered, roughly after IBGE's Censo 2010 name tables). */

export const MALE_FIRST_NAMES = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís', 'Gabriel',
  'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Manoel', 'Mateus', 'André',
  'Fernando', 'Fábio', 'Leonardo', 'Gustavo', 'Guilherme', 'Leandro', 'Tiago', 'Anderson', 'Ricardo', 'Márcio',
  'Jorge', 'Sebastião', 'Alexandre', 'Roberto', 'Edson', 'Diego', 'Vitor', 'Sérgio', 'Cláudio', 'Matheus', 'Thiago',
  'Geraldo', 'Adriano', 'Luciano', 'Júlio', 'Renato', 'Alex', 'Vinícius', 'Rogério', 'Samuel', 'Ronaldo', 'Mário',
  'Flávio', 'Igor', 'Davi', 'Heitor', 'Arthur', 'Bernardo', 'Enzo', 'Miguel', 'Henrique', 'Caio', 'Otávio', 'Murilo',
  'Nicolas', 'Samuel', 'Benício', 'Lorenzo', 'Theo', 'Ícaro', 'Wagner', 'Wellington', 'Renan', 'Emerson', 'Everton',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Sandra',
  'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana', 'Gabriela', 'Vera',
  'Vitória', 'Larissa', 'Cláudia', 'Beatriz', 'Luana', 'Rita', 'Sônia', 'Renata', 'Eliane', 'Josefa', 'Simone',
  'Natália', 'Cristiane', 'Carla', 'Débora', 'Rosângela', 'Jaqueline', 'Rosa', 'Daniela', 'Aparecida', 'Marlene',
  'Terezinha', 'Raimunda', 'Andréia', 'Fabiana', 'Lúcia', 'Raquel', 'Ângela', 'Rafaela', 'Joana', 'Luzia', 'Elaine',
  'Daniele', 'Regina', 'Daiane', 'Sara', 'Alice', 'Helena', 'Laura', 'Manuela', 'Valentina', 'Sophia', 'Isabela',
  'Heloísa', 'Lorena', 'Lívia', 'Cecília', 'Eduarda', 'Yasmin', 'Priscila', 'Tatiane', 'Kelly', 'Talita', 'Michele',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
  'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Moura', 'Correia', 'Cavalcanti', 'Monteiro', 'Batista', 'Campos',
  'Barros', 'Pinto', 'Reis', 'Castro', 'Sousa', 'Farias', 'Melo', 'Azevedo', 'Cunha', 'Pires', 'Brito', 'Borges',
  'Guimarães', 'Rezende', 'Siqueira', 'Duarte', 'Tavares', 'Macedo', 'Queiroz', 'Nogueira', 'Miranda', 'Fonseca',
  'Bezerra', 'Xavier', 'Medeiros', 'Peixoto', 'Figueiredo', 'Sales', 'Aguiar', 'Coelho', 'Leite', 'Prado', 'Vasconcelos',
  'Sampaio', 'Pacheco', 'Holanda', 'Bastos', 'Moraes', 'Paiva', 'Franco', 'Amaral', 'Torres', 'Assis', 'Brandão',
] as const;

export const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 60],
  ['hotmail.com', 15],
  ['outlook.com', 8],
  ['yahoo.com.br', 6],
  ['icloud.com', 5],
  ['uol.com.br', 3],
  ['bol.com.br', 2],
  ['terra.com.br', 1],
];

export const STREET_TYPES = ['Rua', 'Avenida', 'Praça', 'Alameda', 'Travessa'] as const;
export const STREET_NAMES = [
  'Sete de Setembro', 'XV de Novembro', 'Tiradentes', 'Getúlio Vargas', 'Santos Dumont', 'Rui Barbosa', 'Dom Pedro II',
  'Marechal Deodoro', 'Duque de Caxias', 'Presidente Vargas', 'das Flores', 'São João', 'Independência', 'Brasil',
  'Paulista', 'Atlântica', 'Beira-Mar', 'Juscelino Kubitschek', 'Castelo Branco', 'Princesa Isabel', 'Amazonas',
] as const;

/** Main area code (DDD) of each state, for realistic phone numbers. */
export const DDD_BY_UF: Record<string, readonly number[]> = {
  SP: [11, 12, 13, 14, 15, 16, 17, 18, 19], RJ: [21, 22, 24], ES: [27, 28], MG: [31, 32, 33, 34, 35, 37, 38],
  PR: [41, 42, 43, 44, 45, 46], SC: [47, 48, 49], RS: [51, 53, 54, 55], DF: [61], GO: [62, 64], TO: [63], MT: [65, 66],
  MS: [67], AC: [68], RO: [69], BA: [71, 73, 74, 75, 77], SE: [79], PE: [81, 87], AL: [82], PB: [83], RN: [84], CE: [85, 88],
  PI: [86, 89], PA: [91, 93, 94], AM: [92, 97], RR: [95], AP: [96], MA: [98, 99],
};

/** Lower-case ASCII, for e-mail addresses and slugs. */
export function asciiSlug(text: string, sep = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
}
